/**
 * This build is the land board (decision 0060): the chrome shows no cart, compare or product
 * search, and links to the adverts instead. A literal of the build (`__BOARD__`, vite.config.ts),
 * so the minifier leaves the other product's controls out of the bundle.
 */
export const isBoard: boolean = __BOARD__;
