import type { AdminOffer } from "@sf/contract";
import { adminOfferWriteSchema } from "@sf/contract/admin-content";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { api } from "../../api.ts";
import { CheckField, PublishedBadge, TextField, TitleSlugFields } from "../../components/content-fields.tsx";
import { FormButtons, TextTabs, useContentWrite, useLanguageTexts } from "../../components/content-form.tsx";
import { ContentList } from "../../components/content-list.tsx";
import { FormErrors, HtmlField, StorefrontLink, useShopLanguages } from "../../components/content-parts.tsx";
import { ContentScreen } from "../../components/content-screen.tsx";
import { PictureField } from "../../components/picture-field.tsx";
import { formatDateTime, useI18n } from "../../i18n.tsx";

type Text = AdminOffer["translations"][number];
const KEY = ["content", "offers"] as const;
const emptyText = (lang: string): Text => ({
  lang,
  slug: "",
  title: "",
  short_text: "",
  html: "",
  seo_title: "",
  seo_description: "",
});
/** An ISO instant as a `datetime-local` value (the browser's time zone) and back. */
const toLocal = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocal = (value: string) => (value ? new Date(value).toISOString() : "");

/** The shop's special offers: the list, and a new one or one of them in a dialog. */
export default function Offers() {
  const { t, lang } = useI18n();
  const query = useQuery({ queryKey: KEY, queryFn: () => api<AdminOffer[]>("/content/offers") });
  return (
    <ContentScreen
      newLabel={t("content.newOffer")}
      editLabel={t("content.editOffer")}
      storefrontPath={`/${useShopLanguages()[0] ?? "ro"}/special-offers`}
      query={query}
      list={(items, edit) => (
        <ContentList
          label={t("content.offers")}
          queryKey={KEY}
          items={items}
          name={(offer) => offer.translations[0]?.title ?? `#${offer.id}`}
          columns={[
            {
              header: t("content.runs"),
              cell: (o) => `${formatDateTime(o.starts_at, lang)} – ${formatDateTime(o.ends_at, lang)}`,
            },
            { header: t("content.state"), cell: (o) => <PublishedBadge active={o.active} /> },
          ]}
          onEdit={edit}
        />
      )}
      form={(offer, done) => <OfferForm offer={offer} done={done} />}
    />
  );
}

function OfferForm({ offer, done }: { offer: AdminOffer | null; done: () => void }) {
  const { t } = useI18n();
  const now = new Date().toISOString();
  const [active, setActive] = useState(offer?.active ?? true);
  const [onHome, setOnHome] = useState(offer?.show_on_main_page ?? false);
  const [image, setImage] = useState(offer?.image ?? "");
  const [starts, setStarts] = useState(toLocal(offer?.starts_at ?? now));
  const [ends, setEnds] = useState(offer ? toLocal(offer.ends_at) : "");
  const texts = useLanguageTexts<Text>(offer?.translations, emptyText, (x) =>
    Boolean(x.title.trim() || x.html.trim()),
  );
  const write = useContentWrite({
    path: "/content/offers",
    id: offer?.id,
    schema: adminOfferWriteSchema,
    done,
  });
  const submit = write.onSubmit(() => ({
    active,
    show_on_main_page: onHome,
    priority: offer?.priority ?? 0,
    image: image || null,
    starts_at: fromLocal(starts),
    ends_at: fromLocal(ends),
    translations: texts.written(),
  }));
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <CheckField label={t("content.publishedField")} checked={active} onChange={setActive} />
      <CheckField label={t("content.onHome")} checked={onHome} onChange={setOnHome} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField type="datetime-local" label={t("content.startsAt")} value={starts} onChange={setStarts} />
        <TextField type="datetime-local" label={t("content.endsAt")} value={ends} onChange={setEnds} />
      </div>
      <PictureField
        label={t("content.image")}
        value={image || null}
        onChange={(path) => setImage(path ?? "")}
      />
      <TextTabs texts={texts}>
        {(lang, text, edit) => {
          const stored = texts.stored(lang);
          return (
            <>
              <TitleSlugFields lang={lang} text={text} edit={edit} saved={Boolean(stored)} />
              <TextField
                label={t("content.summary")}
                rows={2}
                value={text.short_text}
                onChange={(short_text) => edit({ short_text })}
              />
              <HtmlField
                label={t("content.textIn", { lang })}
                value={text.html}
                onChange={(html) => edit({ html })}
              />
              {stored && offer?.active ? (
                <StorefrontLink path={`/${lang}/special-offers/${stored.slug}`} />
              ) : null}
            </>
          );
        }}
      </TextTabs>
      <FormErrors errors={write.errors} />
      <FormButtons write={write} onCancel={done} />
    </form>
  );
}
