import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { and, eq } from "drizzle-orm";
import { AppError } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";

const MESSAGES: Record<string, { created: string; repeated: string }> = {
  ro: {
    created: "Vă vom anunța prin e-mail când produsul revine în stoc.",
    repeated: "Sunteți deja abonat: vă vom anunța când produsul revine în stoc.",
  },
  ru: {
    created: "Мы сообщим вам по e-mail, когда товар снова появится в наличии.",
    repeated: "Вы уже подписаны: мы сообщим, когда товар снова появится в наличии.",
  },
  uk: {
    created: "Ми повідомимо вас електронною поштою, коли товар знову з'явиться в наявності.",
    repeated: "Ви вже підписані: ми повідомимо, коли товар знову з'явиться в наявності.",
  },
  en: {
    created: "We will e-mail you when the product is back in stock.",
    repeated: "You are already subscribed: we will e-mail you when the product is back in stock.",
  },
};

/**
 * Stores a "notify me when it is back" request for an out-of-stock product of the site. The
 * same e-mail for the same product is stored once; asking again is answered, not an error.
 * (The e-mail itself is sent by the stock writers when stock returns.)
 */
export async function requestStockNotification(
  db: Db,
  site: Site,
  lang: string,
  request: { product_id: number; email: string },
): Promise<{ created: boolean; detail: string }> {
  const { products, stockNotifications } = schema;
  const [product] = await db
    .select({ id: products.id, active: products.active, stock: products.stockTotal })
    .from(products)
    .where(and(eq(products.siteId, site.id), eq(products.id, request.product_id)));
  if (!product?.active) throw new AppError("invalid", "Product not found.");
  if (product.stock > 0) throw new AppError("invalid", "The product is in stock: it can be ordered now.");
  const inserted = await db
    .insert(stockNotifications)
    .values({ siteId: site.id, productId: product.id, contact: request.email, lang })
    .onConflictDoNothing({ target: [stockNotifications.productId, stockNotifications.contact] })
    .returning({ id: stockNotifications.id });
  const created = inserted.length > 0;
  const messages = MESSAGES[lang] ?? MESSAGES.en ?? { created: "", repeated: "" };
  return { created, detail: created ? messages.created : messages.repeated };
}
