import {
  type AdminDelivery,
  type AdminLoyalty,
  type AdminSettings,
  type GlobalSiteSettings,
  globalSiteSettingsSchema,
  SETTINGS_FLAGS,
  type SettingsFlag,
} from "@sf/contract";
import { type Db, schema } from "@sf/db";
import { checkoutSwitchesProblems, deliveryPricesProblems, siteLanguagesProblems } from "@sf/domain";
import { eq } from "drizzle-orm";
import { AppError, FieldErrors } from "../../../lib/app-error.ts";
import { siteOf } from "../../../lib/site.ts";
import { clearSitePages } from "../../external/site-pages.ts";
import type { DbOrTx, StaffActor } from "../actor.ts";
import { writeAudit } from "../audit.ts";

/**
 * The site settings the back-office edits (`/admin/api/settings` and `/delivery`): read from the
 * site row (identity columns plus the stored overrides of the spec's settings), written back as
 * overrides validated by the contract's settings schema, then the storefront's caches are purged
 * (the pages' version moves; this process forgets its cached site) so the change shows at once.
 */
type Stored = Record<string, unknown>;
type SiteRow = typeof schema.sites.$inferSelect;

const section = (stored: Stored, key: string): Stored => {
  const value = stored[key];
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Stored) : {};
};
const orNull = (value: string | null) => (value ? value : null);

async function siteRow(db: DbOrTx, siteId: number, lock = false): Promise<SiteRow> {
  const query = db.select().from(schema.sites).where(eq(schema.sites.id, siteId));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new AppError("not_found", "No such shop.");
  return row;
}

const parsed = (row: SiteRow): GlobalSiteSettings => siteOf(row).settings;

const FLAG_OF: Record<SettingsFlag, (s: GlobalSiteSettings) => boolean> = {
  enable_product_reviews: (s) => s.additional_settings.enable_product_reviews,
  reviews_need_approval: (s) => s.additional_settings.reviews_need_approval,
  is_user_cabinet: (s) => s.additional_settings.is_user_cabinet,
  show_stock_quantity_in_the_product_card: (s) =>
    s.additional_settings.show_stock_quantity_in_the_product_card,
  is_registration_required_for_order: (s) => s.is_registration_required_for_order,
  is_price_hidden_for_guests: (s) => s.is_price_hidden_for_guests,
  has_product_of_the_day: (s) => s.has_product_of_the_day,
  allow_negative_stock: (s) => s.allow_negative_stock,
  discount_card: (s) => s.discount_card_settings.enabled,
};
const ADDITIONAL_FLAGS = new Set<SettingsFlag>([
  "enable_product_reviews",
  "reviews_need_approval",
  "is_user_cabinet",
  "show_stock_quantity_in_the_product_card",
]);

function settingsView(row: SiteRow): AdminSettings {
  const s = parsed(row);
  const stats = s.sitesettingsstatistic;
  return {
    name: row.name,
    languages: s.langs,
    main_language: s.mainUiInterface.mainLang,
    main_email: s.main_email,
    phones: s.phones,
    colors: s.colors,
    logo: s.logo,
    favicon: s.icons.favicon,
    tracking: {
      google_analytics_4: stats.google_analytics_4,
      google_tag_manager: stats.google_tag_manager,
      facebook_meta_pixel_code: stats.facebook_meta_pixel_code,
      yandex_metrika: stats.yandex_metrika,
    },
    flags: Object.fromEntries(SETTINGS_FLAGS.map((f) => [f, FLAG_OF[f](s)])) as AdminSettings["flags"],
  };
}

function deliveryView(row: SiteRow): AdminDelivery {
  const s = parsed(row);
  return {
    delivery_price: s.delivery_price,
    free_delivery_region: s.free_delivery_region,
    text_delivery_info: s.text_delivery_info,
    calendar_settings: s.calendar_settings,
    min_order_sum: s.cart_settings.min_order_sum,
    payments: {
      card_provider: s.additional_settings.card_payment.provider,
      iute_enabled: s.additional_settings.iute.enabled,
      cash_on_delivery: s.cart_settings.cash_on_delivery,
      card_on_receipt: s.cart_settings.card_on_receipt,
    },
    methods: {
      store_pickup: s.cart_settings.store_pickup,
      courier_delivery: s.cart_settings.courier_delivery,
    },
  };
}

function loyaltyView(row: SiteRow): AdminLoyalty {
  const { enabled, default_percent } = parsed(row).loyalty_settings;
  return { enabled, default_percent };
}

export async function getLoyalty(db: Db, siteId: number): Promise<AdminLoyalty> {
  return loyaltyView(await siteRow(db, siteId));
}

/** The loyalty programme on or off and its default earn rate; product pages and carts show the change. */
export async function updateLoyalty(
  db: Db,
  actor: StaffActor,
  input: AdminLoyalty,
  forgetSites: () => void,
): Promise<AdminLoyalty> {
  return saveSite(
    db,
    actor,
    (row) => ({
      stored: {
        ...row.settings,
        loyalty_settings: {
          ...section(row.settings, "loyalty_settings"),
          enabled: input.enabled,
          default_percent: input.default_percent,
        },
      },
    }),
    loyaltyView,
    forgetSites,
    "loyalty.update",
  );
}

export async function getSettings(db: Db, siteId: number): Promise<AdminSettings> {
  return settingsView(await siteRow(db, siteId));
}

export async function getDelivery(db: Db, siteId: number): Promise<AdminDelivery> {
  return deliveryView(await siteRow(db, siteId));
}

/**
 * Writes a site's new stored settings (and identity columns) in one transaction with its audit
 * entry, after the contract's schema has accepted the whole result; then purges the caches.
 */
async function saveSite<T extends Record<string, unknown>>(
  db: Db,
  actor: StaffActor,
  change: (row: SiteRow) => { identity?: Partial<SiteRow>; stored: Stored },
  view: (row: SiteRow) => T,
  forgetSites: () => void,
  action = "settings.update",
): Promise<T> {
  const after = await db.transaction(async (tx) => {
    const row = await siteRow(tx, actor.siteId, true);
    const { identity = {}, stored } = change(row);
    const next = { ...row, ...identity, settings: stored };
    const checked = globalSiteSettingsSchema.safeParse(next.settings);
    if (!checked.success)
      throw new FieldErrors({
        non_field_errors: checked.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`),
      });
    await tx
      .update(schema.sites)
      .set({ ...identity, settings: stored })
      .where(eq(schema.sites.id, actor.siteId));
    await writeAudit(tx, actor, {
      action,
      entity: "settings",
      entityId: actor.siteId,
      before: view(row),
      after: view(next),
    });
    return view(next);
  });
  forgetSites();
  await clearSitePages(db, actor.siteId);
  return after;
}

export async function updateSettings(
  db: Db,
  actor: StaffActor,
  input: AdminSettings,
  forgetSites: () => void,
): Promise<AdminSettings> {
  const problems = siteLanguagesProblems(input.languages, input.main_language);
  if (Object.keys(problems).length) throw new FieldErrors(problems);
  const flags = input.flags;
  return saveSite(
    db,
    actor,
    (row) => {
      const stored = row.settings;
      const additional = section(stored, "additional_settings");
      const stats = section(stored, "sitesettingsstatistic");
      const top = Object.fromEntries(
        SETTINGS_FLAGS.filter((f) => !ADDITIONAL_FLAGS.has(f) && f !== "discount_card").map((f) => [
          f,
          flags[f],
        ]),
      );
      return {
        identity: { name: input.name, languages: input.languages, mainLanguage: input.main_language },
        stored: {
          ...stored,
          ...top,
          project: input.name,
          main_email: orNull(input.main_email ?? null),
          phones: Object.fromEntries(Object.entries(input.phones).map(([k, v]) => [k, orNull(v)])),
          colors: input.colors,
          logo: input.logo,
          icons: { ...section(stored, "icons"), favicon: input.favicon },
          sitesettingsstatistic: {
            ...stats,
            ...Object.fromEntries(Object.entries(input.tracking).map(([k, v]) => [k, orNull(v)])),
          },
          discount_card_settings: {
            ...section(stored, "discount_card_settings"),
            enabled: flags.discount_card,
          },
          additional_settings: {
            ...additional,
            enable_product_reviews: flags.enable_product_reviews,
            reviews_need_approval: flags.reviews_need_approval,
            is_user_cabinet: flags.is_user_cabinet,
            show_stock_quantity_in_the_product_card: flags.show_stock_quantity_in_the_product_card,
          },
        },
      };
    },
    settingsView,
    forgetSites,
  );
}

export async function updateDelivery(
  db: Db,
  actor: StaffActor,
  input: AdminDelivery,
  forgetSites: () => void,
): Promise<AdminDelivery> {
  const problems = {
    ...deliveryPricesProblems(input.delivery_price, input.free_delivery_region),
    ...checkoutSwitchesProblems({
      cashOnDelivery: input.payments.cash_on_delivery,
      cardOnReceipt: input.payments.card_on_receipt,
      storePickup: input.methods.store_pickup,
      courierDelivery: input.methods.courier_delivery,
    }),
  };
  if (Object.keys(problems).length) throw new FieldErrors(problems);
  return saveSite(
    db,
    actor,
    (row) => {
      const stored = row.settings;
      const additional = section(stored, "additional_settings");
      return {
        stored: {
          ...stored,
          delivery_price: input.delivery_price,
          free_delivery_region: input.free_delivery_region,
          text_delivery_info: input.text_delivery_info,
          calendar_settings: { ...section(stored, "calendar_settings"), ...input.calendar_settings },
          cart_settings: {
            ...section(stored, "cart_settings"),
            min_order_sum: input.min_order_sum,
            cash_on_delivery: input.payments.cash_on_delivery,
            card_on_receipt: input.payments.card_on_receipt,
            store_pickup: input.methods.store_pickup,
            courier_delivery: input.methods.courier_delivery,
          },
          additional_settings: {
            ...additional,
            card_payment: { ...section(additional, "card_payment"), provider: input.payments.card_provider },
            iute: { ...section(additional, "iute"), enabled: input.payments.iute_enabled },
          },
        },
      };
    },
    deliveryView,
    forgetSites,
  );
}
