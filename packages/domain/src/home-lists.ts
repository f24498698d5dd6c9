/** Limits of the home page's product lists (spec section 9). */
export const NEW_PRODUCTS_LIMIT = 10;
export const DISCOUNT_PAGE_SIZE = 10;
export const POPULAR_PRODUCTS_LIMIT = 10;
/** A curated slider shows at most this many products. */
export const SLIDER_PRODUCTS_LIMIT = 12;
/** Home page category blocks: how many categories, and products in each. */
export const MAIN_PAGE_CATEGORY_BLOCKS = 3;
export const MAIN_PAGE_CATEGORY_PRODUCTS = 8;
