import {
  advertListSchema,
  boardProfileSchema,
  boardSignInSchema,
  codeSentSchema,
  myAdvertListSchema,
  ownAdvertSchema,
} from "@sf/contract";
import { advertSaveCall } from "@sf/domain";
import { z } from "zod";
import type { Client } from "./client.server.ts";

const noSession = { session: false } as const;

/**
 * The land board's accounts (decision 0058): sign-in by phone and SMS code or Google, and the
 * member's profile with its phones and e-mails, each confirmed by a code.
 */
export const boardAccountsApi = (client: Client) => ({
  sendSignInCode: (phone: string) => client.send("/api/register/", { phone }, codeSentSchema, noSession),
  signInWithCode: (phone: string, code: string) =>
    client.send(
      `/api/register/${encodeURIComponent(phone)}/`,
      { verification_code: code },
      boardSignInSchema,
      { ...noSession, method: "PATCH" },
    ),
  googleLogin: (accessToken: string) =>
    client.send("/api/google-login/", { access_token: accessToken }, boardSignInSchema, noSession),
  profile: () => client.get("/api/users/me/", boardProfileSchema),
  changeFullName: (fullName: string) =>
    client.send("/api/users/change-full-name/", { full_name: fullName }, boardProfileSchema, {
      method: "PATCH",
    }),
  changePicture: (form: FormData) =>
    client.sendForm("/api/users/change-profile-image/", form, boardProfileSchema, {
      method: "PATCH",
      session: true,
    }),
  deletePicture: () =>
    client.send("/api/users/delete-profile-image/", {}, boardProfileSchema, { method: "DELETE" }),
  sendPhoneCode: (phone: string) =>
    client.send("/api/phone/send-code/", { phone_number: phone }, codeSentSchema),
  confirmPhone: (phone: string, code: string, mode: "add" | "create_auth" | "change_auth") =>
    mode === "change_auth"
      ? client.send(
          "/api/phone/change-auth-number/",
          { phone_number: phone, verification_code: code },
          boardProfileSchema,
          { method: "PATCH" },
        )
      : client.send(
          mode === "add" ? "/api/phone/" : "/api/phone/create-auth-number/",
          { phone_number: phone, verification_code: code },
          boardProfileSchema,
        ),
  deletePhone: (id: number) => client.send(`/api/phone/${id}/`, {}, z.undefined(), { method: "DELETE" }),
  sendEmailCode: (email: string) =>
    client.send("/api/email/send-code/", { new_email_address: email }, codeSentSchema),
  confirmEmail: (email: string, code: string, mode: "add" | "change") =>
    client.send(
      mode === "add" ? "/api/email/" : "/api/email/change/",
      { email_address: email, verification_code: code },
      boardProfileSchema,
      mode === "add" ? {} : { method: "PATCH" },
    ),
  deleteEmail: (id: number) => client.send(`/api/email/${id}/`, {}, z.undefined(), { method: "DELETE" }),
  /** The member's own adverts of one status (the "my adverts" tabs), with each status's count. */
  myAdverts: (status: "active" | "draft" | "inactive" | "hidden", page: number) =>
    client.get(`/api/my-adverts/?status=${status}&page=${page}`, myAdvertListSchema),
  /** Pauses (false) or puts back up for a new period (true) one of the member's adverts. */
  setAdvertActive: (slug: string, active: boolean) => {
    const form = new FormData();
    form.append("is_active", active ? "true" : "false");
    return client.sendForm(`/api/adverts/${encodeURIComponent(slug)}/`, form, ownAdvertSchema, {
      method: "PATCH",
      session: true,
    });
  },
  /** One of the member's adverts as the edit form shows it (a draft or a hidden one too). */
  ownAdvert: (slug: string) => client.get(`/api/my-adverts/${encodeURIComponent(slug)}/`, ownAdvertSchema),
  /** The advert form (multipart): POST creates (no slug), PATCH edits (spec section 4). */
  saveAdvert: (slug: string | null, form: FormData) => {
    const call = advertSaveCall(slug);
    return client.sendForm(call.path, form, ownAdvertSchema, { method: call.method, session: true });
  },
  deleteAdvert: (slug: string) =>
    client.send(`/api/adverts/${encodeURIComponent(slug)}/`, {}, z.undefined(), { method: "DELETE" }),
  /** The ids of the member's favourite adverts (the board's `/favorites/`). */
  favouriteIds: () => client.get("/favorites/", favouriteIdsSchema),
  addFavourite: (id: number) => client.send("/favorites/", { product_id: id }, favouriteIdsSchema),
  removeFavourite: (id: number) =>
    client.send("/favorites/", { product_id: id }, favouriteIdsSchema, { method: "DELETE" }),
  favouriteAdverts: (category: number | null, page: number) =>
    client.get(
      `/api/my-favorite-adverts/?page=${page}${category ? `&category=${category}` : ""}`,
      advertListSchema,
    ),
});

const favouriteIdsSchema = z.object({ product_ids: z.array(z.number()) });
