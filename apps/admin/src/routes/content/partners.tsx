import type { AdminPartner, AdminPartnerRegion } from "@sf/contract";
import { adminPartnerRegionWriteSchema, adminPartnerWriteSchema } from "@sf/contract/admin-content-extras";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { api } from "../../api.ts";
import { SelectField, TextField } from "../../components/content-fields.tsx";
import { FormButtons, TextTabs, useContentWrite, useLanguageTexts } from "../../components/content-form.tsx";
import { ContentList } from "../../components/content-list.tsx";
import { ContentNav, FormErrors, StorefrontLink, useShopLanguages } from "../../components/content-parts.tsx";
import { Dialog } from "../../components/dialog.tsx";
import { PictureField } from "../../components/picture-field.tsx";
import { ErrorNote, Loading, PageTitle } from "../../components/ui.tsx";
import { useI18n } from "../../i18n.tsx";

type Editing<T> = T | "new" | null;
const REGIONS = ["content", "partner-regions"] as const;
const PARTNERS = ["content", "partners"] as const;
const regionName = (r: AdminPartnerRegion | undefined) => r?.translations[0]?.name ?? "";

/** The shop's partners (`/{lang}/partners`): the regions they are listed under, and the partners. */
export default function Partners() {
  const { t } = useI18n();
  const [region, setRegion] = useState<Editing<AdminPartnerRegion>>(null);
  const [partner, setPartner] = useState<Editing<AdminPartner>>(null);
  const regions = useQuery({
    queryKey: REGIONS,
    queryFn: () => api<AdminPartnerRegion[]>("/content/partner-regions"),
  });
  const partners = useQuery({ queryKey: PARTNERS, queryFn: () => api<AdminPartner[]>("/content/partners") });
  const main = useShopLanguages()[0] ?? "ro";
  const hasRegions = Boolean(regions.data?.length);
  return (
    <section>
      <PageTitle>{t("content.title")}</PageTitle>
      <ContentNav />
      <div className="mb-3">
        <StorefrontLink path={`/${main}/partners`} />
      </div>
      {regions.isPending || partners.isPending ? <Loading /> : null}
      {regions.isError ? <ErrorNote error={regions.error} retry={() => regions.refetch()} /> : null}
      {partners.isError ? <ErrorNote error={partners.error} retry={() => partners.refetch()} /> : null}
      <div className="mb-2 mt-4 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t("content.regions")}</h2>
        <button type="button" className="btn" onClick={() => setRegion("new")}>
          {t("content.newRegion")}
        </button>
      </div>
      {regions.data ? (
        <ContentList
          label={t("content.regions")}
          reorderPath="/content/partner-regions"
          queryKey={REGIONS}
          items={regions.data}
          name={regionName}
          onEdit={setRegion}
        />
      ) : null}
      <div className="mb-2 mt-6 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t("content.partners")}</h2>
        <button
          type="button"
          className="btn btn-primary"
          disabled={!hasRegions}
          onClick={() => setPartner("new")}
        >
          {t("content.newPartner")}
        </button>
      </div>
      {regions.data && !hasRegions ? <p className="mb-2 text-sm">{t("content.regionFirst")}</p> : null}
      {partners.data ? (
        <ContentList
          label={t("content.partners")}
          reorderPath="/content/partners"
          queryKey={PARTNERS}
          items={partners.data}
          name={(p) => p.name}
          columns={[
            {
              header: t("content.region"),
              cell: (p) => regionName(regions.data?.find((r) => r.id === p.region_id)),
            },
          ]}
          onEdit={setPartner}
        />
      ) : null}
      {region ? (
        <Dialog
          title={region === "new" ? t("content.newRegion") : t("content.editRegion")}
          onClose={() => setRegion(null)}
        >
          <RegionForm region={region === "new" ? null : region} done={() => setRegion(null)} />
        </Dialog>
      ) : null}
      {partner && regions.data ? (
        <Dialog
          title={partner === "new" ? t("content.newPartner") : t("content.editPartner")}
          onClose={() => setPartner(null)}
        >
          <PartnerForm
            partner={partner === "new" ? null : partner}
            regions={regions.data}
            done={() => setPartner(null)}
          />
        </Dialog>
      ) : null}
    </section>
  );
}

function RegionForm({ region, done }: { region: AdminPartnerRegion | null; done: () => void }) {
  const { t } = useI18n();
  const texts = useLanguageTexts(
    region?.translations,
    (lang) => ({ lang, name: "" }),
    (x) => Boolean(x.name.trim()),
  );
  const write = useContentWrite({
    path: "/content/partner-regions",
    id: region?.id,
    schema: adminPartnerRegionWriteSchema,
    done,
  });
  const submit = write.onSubmit(() => ({ translations: texts.written() }));
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <TextTabs texts={texts}>
        {(lang, text, edit) => (
          <TextField
            label={t("content.regionNameIn", { lang })}
            value={text.name}
            onChange={(name) => edit({ name })}
          />
        )}
      </TextTabs>
      <FormErrors errors={write.errors} />
      <FormButtons write={write} onCancel={done} />
    </form>
  );
}

function PartnerForm({
  partner,
  regions,
  done,
}: {
  partner: AdminPartner | null;
  regions: AdminPartnerRegion[];
  done: () => void;
}) {
  const { t } = useI18n();
  const [name, setName] = useState(partner?.name ?? "");
  const [regionId, setRegionId] = useState(String(partner?.region_id ?? regions[0]?.id ?? ""));
  const [logo, setLogo] = useState(partner?.logo ?? "");
  const [url, setUrl] = useState(partner?.url ?? "");
  const write = useContentWrite({
    path: "/content/partners",
    id: partner?.id,
    schema: adminPartnerWriteSchema,
    done,
  });
  const submit = write.onSubmit(() => ({
    region_id: Number(regionId),
    name,
    logo: logo || null,
    url: url.trim() || null,
  }));
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <TextField label={t("content.partnerName")} value={name} onChange={setName} />
      <SelectField
        label={t("content.region")}
        value={regionId}
        onChange={setRegionId}
        options={regions.map((r) => [String(r.id), regionName(r)] as const)}
      />
      <PictureField label={t("content.logo")} value={logo || null} onChange={(path) => setLogo(path ?? "")} />
      <TextField type="url" label={t("content.website")} value={url} onChange={setUrl} />
      <FormErrors errors={write.errors} />
      <FormButtons write={write} onCancel={done} />
    </form>
  );
}
