/**
 * The shop's view types (settings `mainUiInterface.*_view_type`, issue 14, decision 0042): per-shop
 * run-time choices drawn on top of the build-time theme. The values each setting accepts, and
 * what each one draws, are decided here; the components only read the resolved variants.
 *
 * `default` always means "as this theme draws it": a value this storefront does not know (an
 * original client's own) reads as `default`, so no setting ever breaks a page.
 */

/** The header's main row: the theme's layout, or one of the three layouts every theme has. */
export const HEADER_VIEW_TYPES = ["default", "classic", "centered", "compact"] as const;
/** The footer: the theme's columns, or a compact one (links in rows, no about text). */
export const FOOTER_VIEW_TYPES = ["default", "compact"] as const;
/** The product card of listings and sliders: the theme's, a denser one, or a centred one. */
export const PRODUCT_CARD_VIEW_TYPES = ["default", "compact", "centered"] as const;
/** The home page's main categories: a grid of tiles (default), one scrolling row, or a list. */
export const MAIN_PAGE_CATEGORIES_VIEW_TYPES = ["default", "slider", "list"] as const;
/** A product card's add-to-cart button: an icon (default), a labelled pill, or a full-width bar. */
export const CART_BUTTON_VIEW_TYPES = ["default", "text", "full_width"] as const;

export type HeaderLayout = Exclude<(typeof HEADER_VIEW_TYPES)[number], "default">;
export type FooterVariant = (typeof FOOTER_VIEW_TYPES)[number];
export type ProductCardVariant = (typeof PRODUCT_CARD_VIEW_TYPES)[number];
export type CategoriesVariant = "grid" | "slider" | "list";
export type CartButtonVariant = "icon" | "text" | "full_width";

/** What each block draws for this shop. */
export type ViewTypes = {
  header: HeaderLayout;
  footer: FooterVariant;
  productCard: ProductCardVariant;
  /** The card in list mode (productCardVariantFor). */
  listCard: ProductCardVariant;
  categories: CategoriesVariant;
  cartButton: CartButtonVariant;
};

/** What a shop that sets no view type draws, but for the header (its theme's). */
export const DEFAULT_VIEW_TYPES = {
  footer: "default",
  productCard: "default",
  listCard: "default",
  categories: "grid",
  cartButton: "icon",
} as const satisfies Omit<ViewTypes, "header">;

/** The settings' fields this reads (free strings in stored settings written by other clients). */
export type ViewTypeSettings = {
  header_view_type?: string;
  footer_view_type?: string;
  product_card_view_type?: string;
  main_page_categories_view_type?: string;
  product_cart_button_view_type?: string;
};

/** `value` when it is one of `values`, else "default". */
function known<const T extends readonly string[]>(values: T, value: string | undefined): T[number] {
  return value !== undefined && (values as readonly string[]).includes(value) ? value : "default";
}

/**
 * The variants a shop's settings choose; `themeHeader` is the build-time theme's header layout,
 * which `default` keeps.
 */
export function viewTypesOf(settings: ViewTypeSettings | undefined, themeHeader: HeaderLayout): ViewTypes {
  const header = known(HEADER_VIEW_TYPES, settings?.header_view_type);
  const categories = known(MAIN_PAGE_CATEGORIES_VIEW_TYPES, settings?.main_page_categories_view_type);
  const cartButton = known(CART_BUTTON_VIEW_TYPES, settings?.product_cart_button_view_type);
  const productCard = known(PRODUCT_CARD_VIEW_TYPES, settings?.product_card_view_type);
  return {
    header: header === "default" ? themeHeader : header,
    footer: known(FOOTER_VIEW_TYPES, settings?.footer_view_type),
    productCard,
    listCard: productCardVariantFor(productCard, true),
    categories: categories === "default" ? DEFAULT_VIEW_TYPES.categories : categories,
    cartButton: cartButton === "default" ? DEFAULT_VIEW_TYPES.cartButton : cartButton,
  };
}

/**
 * The card variant a listing draws: in list mode (settings `product_display`, or the visitor's
 * choice) the card is already a row beside its picture, where centred text reads badly; the
 * compact card stays compact there.
 */
export function productCardVariantFor(variant: ProductCardVariant, list: boolean): ProductCardVariant {
  return list && variant === "centered" ? "default" : variant;
}
