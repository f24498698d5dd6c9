/** The build-time theme name (THEME), injected by Vite. */
declare const __THEME__: import("@sf/themes").ThemeName;
/** Whether this build is the land board (THEME's product), injected by Vite as a literal. */
declare const __BOARD__: boolean;
