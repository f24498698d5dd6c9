import { type BotCheck, type BotCheckClientError, botCheckOf } from "@sf/domain";
import type { MessageKey } from "@sf/i18n";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { useSite, useT } from "~/lib/i18n.ts";

type Grecaptcha = {
  ready(callback: () => void): void;
  render(container: HTMLElement, options: Record<string, unknown>): number;
  execute(widgetOrKey?: number | string, options?: { action: string }): Promise<string> | undefined;
  reset(widget?: number): void;
};
declare global {
  interface Window {
    grecaptcha?: Grecaptcha & { enterprise?: Grecaptcha };
  }
}

const ERROR_MESSAGE: Record<BotCheckClientError, MessageKey> = {
  "No key provided": "forms.botCheck.noKey",
  "No version provided": "forms.botCheck.noVersion",
  "Failed to load script": "forms.botCheck.loadFailed",
  "Failed to execute": "forms.botCheck.executeFailed",
};

let loading: Promise<void> | null = null;

/** The reCAPTCHA script, once per page: explicit rendering for v2, the site key for score checks. */
function loadScript(check: Extract<BotCheck, { siteKey: string }>, scriptUrl: string | null): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const base =
      scriptUrl ??
      (check.kind === "enterprise"
        ? "https://www.google.com/recaptcha/enterprise.js"
        : "https://www.google.com/recaptcha/api.js");
    const url = new URL(base, window.location.href);
    url.searchParams.set("render", check.kind.startsWith("v2") ? "explicit" : check.siteKey);
    const script = document.createElement("script");
    script.src = url.toString();
    script.async = true;
    script.onerror = () => {
      loading = null;
      reject(new Error("Failed to load script"));
    };
    script.onload = () => {
      const api = check.kind === "enterprise" ? window.grecaptcha?.enterprise : window.grecaptcha;
      if (!api) return reject(new Error("Failed to load script"));
      api.ready(() => resolve());
    };
    document.head.appendChild(script);
  });
  return loading;
}

/**
 * The shop's bot check inside one form: nothing when the shop has none (the form works without
 * JavaScript); otherwise the token goes in a hidden `recaptcha_token`. The checkbox shows its
 * widget; invisible and score checks run when the form is sent (the first submit is held, the
 * token fetched, the form sent again). Configuration and loading problems show the spec's errors.
 */
export function useBotCheck(action: string): {
  field: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
} {
  const t = useT();
  const recaptcha = useSite()?.settings.recaptcha;
  const check = botCheckOf(recaptcha, action);
  const [error, setError] = useState<BotCheckClientError | null>(
    check.kind === "misconfigured" ? check.error : null,
  );
  const [required, setRequired] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<number | null>(null);
  const invisibleToken = useRef<((token: string) => void) | null>(null);
  const ready = useRef(false);
  const siteKey = "siteKey" in check ? check.siteKey : null;
  const kind = check.kind;
  const scriptUrl = recaptcha?.script_url ?? null;

  useEffect(() => {
    if (!("siteKey" in check)) return;
    let live = true;
    loadScript(check, scriptUrl)
      .then(() => {
        if (!live) return;
        ready.current = true;
        const api = window.grecaptcha as Grecaptcha;
        if (kind !== "v2_checkbox" && kind !== "v2_invisible") return;
        if (!container.current || widget.current !== null) return;
        widget.current = api.render(container.current, {
          sitekey: siteKey,
          ...(kind === "v2_invisible" ? { size: "invisible" } : {}),
          callback: (token: string) => {
            if (input.current) input.current.value = token;
            setRequired(false);
            invisibleToken.current?.(token);
          },
          "expired-callback": () => {
            if (input.current) input.current.value = "";
          },
        });
      })
      .catch(() => live && setError("Failed to load script"));
    return () => {
      live = false;
    };
  }, [kind, siteKey, scriptUrl]);

  const token = async (): Promise<string> => {
    if (kind === "v2_invisible") {
      return new Promise<string>((resolve) => {
        invisibleToken.current = resolve;
        void window.grecaptcha?.execute(widget.current ?? undefined);
      });
    }
    const api = kind === "enterprise" ? window.grecaptcha?.enterprise : window.grecaptcha;
    const result = await api?.execute(siteKey ?? "", { action });
    if (!result) throw new Error("Failed to execute");
    return result;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (check.kind === "off") return;
    if (check.kind === "misconfigured" || !ready.current) {
      event.preventDefault();
      if (!ready.current && check.kind !== "misconfigured") setError(error ?? "Failed to load script");
      return;
    }
    if (input.current?.value) {
      // A token is good for one send: cleared once this submit has read the form.
      setTimeout(() => {
        if (input.current) input.current.value = "";
        if (widget.current !== null) window.grecaptcha?.reset(widget.current);
      }, 0);
      return;
    }
    event.preventDefault();
    if (kind === "v2_checkbox") {
      setRequired(true);
      return;
    }
    const form = event.currentTarget;
    token()
      .then((value) => {
        if (!input.current || !value) throw new Error("Failed to execute");
        input.current.value = value;
        setError(null);
        form.requestSubmit();
      })
      .catch(() => setError("Failed to execute"));
  };

  const message = error ? t(ERROR_MESSAGE[error]) : required ? t("forms.botCheckRequired") : "";
  const field =
    check.kind === "off" ? null : (
      <fieldset className="space-y-1">
        <legend className="sr-only">{t("forms.botCheckTitle")}</legend>
        <input ref={input} type="hidden" name="recaptcha_token" defaultValue="" />
        {kind === "v2_checkbox" || kind === "v2_invisible" ? <div ref={container} /> : null}
        <noscript>
          <p className="text-sm text-danger-ink">{t("forms.botCheck.needsJs")}</p>
        </noscript>
        <p role="alert" className="text-sm text-danger-ink">
          {message}
        </p>
      </fieldset>
    );
  return { field, onSubmit };
}
