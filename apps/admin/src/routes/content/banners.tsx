import type { AdminBanner } from "@sf/contract";
import { adminBannerWriteSchema, BANNER_PLACES } from "@sf/contract/admin-content";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { api } from "../../api.ts";
import { SelectField, TextField } from "../../components/content-fields.tsx";
import { FormButtons, TextTabs, useContentWrite, useLanguageTexts } from "../../components/content-form.tsx";
import { ContentList } from "../../components/content-list.tsx";
import { FormErrors, useShopLanguages } from "../../components/content-parts.tsx";
import { ContentScreen } from "../../components/content-screen.tsx";
import { PictureField } from "../../components/picture-field.tsx";
import { type MessageKey, useI18n } from "../../i18n.tsx";

type Text = AdminBanner["translations"][number];
const KEY = ["content", "banners"] as const;

/** The home page's banners (the `slides` of its sliders): their order, a new one, an edit of one. */
export default function Banners() {
  const { t } = useI18n();
  const query = useQuery({ queryKey: KEY, queryFn: () => api<AdminBanner[]>("/content/banners") });
  const title = (b: AdminBanner) => b.translations.find((x) => x.title)?.title || b.image;
  return (
    <ContentScreen
      newLabel={t("content.newBanner")}
      editLabel={t("content.editBanner")}
      storefrontPath={`/${useShopLanguages()[0] ?? "ro"}`}
      query={query}
      list={(items, edit) => (
        <ContentList
          label={t("content.banners")}
          reorderPath="/content/banners"
          queryKey={KEY}
          items={items}
          name={title}
          columns={[
            {
              header: t("content.place"),
              cell: (b) => t(`content.place.${b.show_on ?? "any"}` as MessageKey),
            },
          ]}
          onEdit={edit}
        />
      )}
      form={(banner, done) => <BannerForm banner={banner} done={done} />}
    />
  );
}

function BannerForm({ banner, done }: { banner: AdminBanner | null; done: () => void }) {
  const { t } = useI18n();
  const [image, setImage] = useState(banner?.image ?? "");
  const [imageMobile, setImageMobile] = useState(banner?.image_mobile ?? "");
  const [place, setPlace] = useState(banner?.show_on ?? "");
  const texts = useLanguageTexts<Text>(
    banner?.translations,
    (lang) => ({ lang, title: "", description: "", url: "" }),
    (x) => Boolean(x.title.trim() || x.description.trim() || x.url.trim()),
  );
  const write = useContentWrite({
    path: "/content/banners",
    id: banner?.id,
    schema: adminBannerWriteSchema,
    done,
  });
  const submit = write.onSubmit(() => ({
    image: image.trim(),
    image_mobile: imageMobile.trim() || null,
    show_on: place || null,
    translations: texts.written(),
  }));
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <PictureField
        label={t("content.image")}
        value={image || null}
        onChange={(path) => setImage(path ?? "")}
        removable={false}
      />
      <PictureField
        label={t("content.imageMobile")}
        value={imageMobile || null}
        onChange={(path) => setImageMobile(path ?? "")}
      />
      <SelectField
        label={t("content.place")}
        value={place}
        onChange={setPlace}
        options={[
          ["", t("content.place.any")],
          ...BANNER_PLACES.map((p) => [p, t(`content.place.${p}` as MessageKey)] as const),
        ]}
      />
      <TextTabs texts={texts}>
        {(lang, text, edit) => (
          <>
            <TextField
              label={t("content.titleIn", { lang })}
              value={text.title}
              onChange={(title) => edit({ title })}
            />
            <TextField
              label={t("content.description")}
              rows={2}
              value={text.description}
              onChange={(description) => edit({ description })}
            />
            <TextField
              label={t("content.link")}
              value={text.url}
              onChange={(url) => edit({ url })}
              placeholder={`/${lang}/...`}
            />
          </>
        )}
      </TextTabs>
      <FormErrors errors={write.errors} />
      <FormButtons write={write} onCancel={done} />
    </form>
  );
}
