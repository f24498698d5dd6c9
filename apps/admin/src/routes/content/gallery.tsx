import type { AdminAlbum } from "@sf/contract";
import { adminAlbumWriteSchema } from "@sf/contract/admin-content-extras";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { adminPicture, api } from "../../api.ts";
import { CheckField, PublishedBadge, TextField } from "../../components/content-fields.tsx";
import { FormButtons, TextTabs, useContentWrite, useLanguageTexts } from "../../components/content-form.tsx";
import { ContentList } from "../../components/content-list.tsx";
import { FormErrors, StorefrontLink, useShopLanguages } from "../../components/content-parts.tsx";
import { ContentScreen } from "../../components/content-screen.tsx";
import { PictureField } from "../../components/picture-field.tsx";
import { useI18n } from "../../i18n.tsx";

type Text = AdminAlbum["translations"][number];
type Picture = { image: string; width: number; height: number; captions: Record<string, string> };
const KEY = ["content", "albums"] as const;

/** The shop's photo albums (`/{lang}/gallery`) in order; one opens in a dialog with its pictures. */
export default function Gallery() {
  const { t } = useI18n();
  const query = useQuery({ queryKey: KEY, queryFn: () => api<AdminAlbum[]>("/content/albums") });
  return (
    <ContentScreen
      newLabel={t("content.newAlbum")}
      editLabel={t("content.editAlbum")}
      storefrontPath={`/${useShopLanguages()[0] ?? "ro"}/gallery`}
      query={query}
      list={(items, edit) => (
        <ContentList
          label={t("content.gallery")}
          reorderPath="/content/albums"
          queryKey={KEY}
          items={items}
          name={(a) => a.translations[0]?.title ?? `#${a.id}`}
          columns={[
            { header: t("content.pictures"), cell: (a) => a.pictures.length },
            { header: t("content.state"), cell: (a) => <PublishedBadge active={a.active} /> },
          ]}
          onEdit={edit}
        />
      )}
      form={(album, done) => <AlbumForm album={album} done={done} />}
    />
  );
}

function AlbumForm({ album, done }: { album: AdminAlbum | null; done: () => void }) {
  const { t } = useI18n();
  const [active, setActive] = useState(album?.active ?? true);
  const [pictures, setPictures] = useState<Picture[]>(
    () =>
      album?.pictures.map((p) => ({
        image: p.image,
        width: p.width,
        height: p.height,
        captions: Object.fromEntries(p.captions.map((c) => [c.lang, c.caption])),
      })) ?? [],
  );
  const texts = useLanguageTexts<Text>(
    album?.translations,
    (lang) => ({ lang, title: "", description: "" }),
    (x) => Boolean(x.title.trim() || x.description.trim()),
  );
  const write = useContentWrite({
    path: "/content/albums",
    id: album?.id,
    schema: adminAlbumWriteSchema,
    done,
  });
  const submit = write.onSubmit(() => ({
    active,
    translations: texts.written(),
    pictures: pictures.map(({ captions, ...picture }) => ({
      ...picture,
      captions: Object.entries(captions)
        .filter(([, caption]) => caption.trim())
        .map(([lang, caption]) => ({ lang, caption })),
    })),
  }));
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <CheckField label={t("content.publishedField")} checked={active} onChange={setActive} />
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
            {album?.active && texts.stored(lang) ? (
              <StorefrontLink path={`/${lang}/gallery?album=${album.id}`} />
            ) : null}
          </>
        )}
      </TextTabs>
      <AlbumPictures pictures={pictures} onChange={setPictures} languages={texts.languages} />
      <FormErrors errors={write.errors} />
      <FormButtons write={write} onCancel={done} />
    </form>
  );
}

/** The album's pictures in order: each with its captions, moved or removed; new ones uploaded. */
function AlbumPictures({
  pictures,
  onChange,
  languages,
}: {
  pictures: Picture[];
  onChange: (pictures: Picture[]) => void;
  languages: string[];
}) {
  const { t } = useI18n();
  const update = (index: number, picture: Picture | null, to = index) => {
    const next = [...pictures];
    next.splice(index, 1);
    if (picture) next.splice(to, 0, picture);
    onChange(next);
  };
  return (
    <fieldset className="grid gap-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold">{t("content.pictures")}</legend>
      <ol className="grid gap-3">
        {pictures.map((picture, index) => {
          const n = index + 1;
          return (
            <li key={`${picture.image}-${n}`} className="flex flex-wrap items-start gap-3">
              <img
                src={adminPicture(picture.image)}
                alt={t("content.pictureN", { n })}
                className="h-20 w-20 rounded-md border border-slate-300 bg-white object-cover"
              />
              <div className="grid min-w-56 flex-1 gap-2">
                {languages.map((lang) => (
                  <TextField
                    key={lang}
                    label={`${t("content.captionIn", { lang })} (${n})`}
                    value={picture.captions[lang] ?? ""}
                    onChange={(caption) =>
                      update(index, { ...picture, captions: { ...picture.captions, [lang]: caption } })
                    }
                  />
                ))}
              </div>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className="btn"
                  disabled={index === 0}
                  onClick={() => update(index, picture, index - 1)}
                  aria-label={t("content.moveUp", { what: t("content.pictureN", { n }) })}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="btn"
                  disabled={index === pictures.length - 1}
                  onClick={() => update(index, picture, index + 1)}
                  aria-label={t("content.moveDown", { what: t("content.pictureN", { n }) })}
                >
                  ↓
                </button>
                <button type="button" className="btn" onClick={() => update(index, null)}>
                  {t("content.removePicture", { n })}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <PictureField
        label={t("content.addPicture")}
        value={null}
        onChange={() => {}}
        onUploaded={(stored) =>
          onChange([
            ...pictures,
            { image: stored.path, width: stored.width, height: stored.height, captions: {} },
          ])
        }
      />
    </fieldset>
  );
}
