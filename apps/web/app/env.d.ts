/** The build-time theme name (THEME), injected by Vite. */
declare const __THEME__: import("@sf/themes").ThemeName;
