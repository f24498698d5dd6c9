/** Business constants of spec section 9 that the foundation uses. */
export const LANGUAGE_COOKIE = "i18n_redirected";
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
export const FALLBACK_LANGUAGE = "ro";
export const USER_GROUP_COOKIE = "user-group-id";
export const AUTH_TOKEN_COOKIE = "token";
/** The refresh token's cookie (spec section 3). */
export const REFRESH_TOKEN_COOKIE = "refresh_token";

export const PAGE_CACHE_TTL_S = 7200;
export const REDIS_READ_TIMEOUT_MS = 2000;

export const SCROLL_RESTORE_DELAY_MS = 500;
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;
export const PROGRESS_HIDE_DELAY_MS = 500;
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const NOTICE_MS = { compare: 1000, favorites: 1000, addedToCart: 3000, login: 3000 } as const;
