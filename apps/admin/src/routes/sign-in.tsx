import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { ApiError, api } from "../api.ts";
import { LanguageSwitch } from "../components/language-switch.tsx";
import { ErrorNote } from "../components/ui.tsx";
import { useI18n } from "../i18n.tsx";
import { useMe } from "../session.tsx";

const LAST_SHOP = "sf_admin_shop";

/** Staff sign-in: the shop's code, e-mail and password, then the authenticator's code when asked. */
export default function SignIn() {
  const { t } = useI18n();
  const me = useMe();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [needsCode, setNeedsCode] = useState(false);
  const signIn = useMutation({
    mutationFn: (body: Record<string, string>) => api("/auth/sign-in", { method: "POST", body }),
    onSuccess: async (_data, body) => {
      localStorage.setItem(LAST_SHOP, body.shop ?? "");
      await queryClient.invalidateQueries();
      navigate("/", { replace: true });
    },
    onError: (error) => {
      if (error instanceof ApiError && (error.code === "totp_required" || error.code === "totp_invalid"))
        setNeedsCode(true);
    },
  });
  if (me.data) return <Navigate to="/" replace />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = Object.fromEntries([...form.entries()].filter(([, v]) => v !== "")) as Record<
      string,
      string
    >;
    signIn.mutate(body);
  };
  const error = signIn.error;
  const message =
    error instanceof ApiError && error.status === 429
      ? t("signIn.throttled")
      : error instanceof ApiError && error.code === "totp_required"
        ? null
        : error instanceof ApiError && error.status === 401
          ? error.code === "totp_invalid"
            ? t("signIn.totpWrong")
            : t("signIn.failed")
          : error;

  return (
    <main className="mx-auto flex min-h-screen max-w-sm flex-col justify-center p-4">
      <div className="mb-4 flex justify-end">
        <LanguageSwitch />
      </div>
      <form onSubmit={submit} className="card space-y-4" aria-labelledby="sign-in-title">
        <h1 id="sign-in-title" className="text-2xl font-semibold">
          {t("signIn.title")}
        </h1>
        <label className="label">
          {t("signIn.shop")}
          <input
            name="shop"
            required
            autoComplete="organization"
            defaultValue={localStorage.getItem(LAST_SHOP) ?? ""}
            className="field"
            aria-describedby="shop-hint"
          />
        </label>
        <p id="shop-hint" className="-mt-3 text-xs text-slate-700">
          {t("signIn.shopHint")}
        </p>
        <label className="label">
          {t("signIn.email")}
          <input name="email" type="email" required autoComplete="username" className="field" />
        </label>
        <label className="label">
          {t("signIn.password")}
          <input name="password" type="password" required autoComplete="current-password" className="field" />
        </label>
        {needsCode ? (
          <label className="label">
            {t("signIn.totp")}
            <input
              name="totp"
              required
              inputMode="numeric"
              pattern="\d{6}"
              autoComplete="one-time-code"
              className="field"
              // biome-ignore lint/a11y/noAutofocus: the one field the member is asked for next
              autoFocus
            />
          </label>
        ) : null}
        {message ? (
          typeof message === "string" ? (
            <p role="alert" className="text-sm text-red-800">
              {message}
            </p>
          ) : (
            <ErrorNote error={message} />
          )
        ) : null}
        <button type="submit" className="btn btn-primary w-full" disabled={signIn.isPending}>
          {t("signIn.submit")}
        </button>
      </form>
    </main>
  );
}
