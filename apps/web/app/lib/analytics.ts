import type { CardView as ProductCard } from "~/lib/card-view.ts";

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** GA4 e-commerce item from a product card. */
export function ga4Item(product: ProductCard, index?: number) {
  return {
    item_id: product.code,
    item_name: product.title,
    item_brand: product.brand?.name,
    item_category: product.category?.subcategoryTitle,
    price: product.price,
    discount: product.old_price ? Math.round((product.old_price - product.price) * 100) / 100 : 0,
    quantity: 1,
    ...(index === undefined ? {} : { index }),
  };
}

/** Pushes a GA4 e-commerce event to dataLayer, clearing the previous ecommerce object first. */
export function pushEcommerce(
  event: string,
  currency: string,
  products: ProductCard[],
  extra: Record<string, unknown> = {},
) {
  const w = window as DataLayerWindow;
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ ecommerce: null });
  w.dataLayer.push({
    event,
    ecommerce: {
      currency,
      value: Math.round(products.reduce((sum, p) => sum + p.price, 0) * 100) / 100,
      items: products.map((p, i) => ga4Item(p, i)),
      ...extra,
    },
  });
}

/** A product list for GA4: where the shopper saw the product. */
export type ItemList = { id: string; name: string };

/** GA4 `select_item`: a product card was clicked in a list; `index` is its place in the list. */
export function pushSelectItem(currency: string, product: ProductCard, index: number, list: ItemList) {
  pushEcommerce("select_item", currency, [product], {
    item_list_id: list.id,
    item_list_name: list.name,
    items: [{ ...ga4Item(product, index), item_list_id: list.id, item_list_name: list.name }],
  });
}

/** GA4 `add_to_cart` / `remove_from_cart` for one product and quantity. */
export function pushCartEvent(
  event: "add_to_cart" | "remove_from_cart",
  currency: string,
  product: ProductCard,
  quantity: number,
) {
  pushEcommerce(event, currency, [product], {
    value: Math.round(product.price * quantity * 100) / 100,
    items: [{ ...ga4Item(product), quantity }],
  });
}

/** GA4 `purchase`, once per order in this browser tab's session. */
export function pushPurchase(
  currency: string,
  order: {
    id: number;
    final_price: number;
    delivery_price: number;
    promo_code: string | null;
    products: { code: string; title: string; price: number; count: number }[];
  },
) {
  const key = `sf:purchase:${order.id}`;
  try {
    if (window.sessionStorage.getItem(key)) return;
    window.sessionStorage.setItem(key, "1");
  } catch {
    // storage unavailable: push anyway
  }
  const w = window as DataLayerWindow;
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ ecommerce: null });
  w.dataLayer.push({
    event: "purchase",
    ecommerce: {
      transaction_id: String(order.id),
      currency,
      value: order.final_price,
      shipping: order.delivery_price,
      coupon: order.promo_code ?? undefined,
      items: order.products.map((p) => ({
        item_id: p.code,
        item_name: p.title,
        price: p.price,
        quantity: p.count,
      })),
    },
  });
}
