import { shopRequestResponseSchema, vacancyListSchema, vacancySchema } from "@sf/contract";
import type { Client } from "./client.server.ts";

/** The shop's open vacancies (the same for every visitor) and the CVs sent to it. */
export const vacanciesApi = (client: Client) => ({
  list: (options: { mainPage?: boolean } = {}) =>
    client.shared(`/base/vacancies${options.mainPage ? "?show_on_main_page=true" : ""}`, vacancyListSchema),
  detail: (id: number) => client.shared(`/base/vacancies/${id}`, vacancySchema),
  /** The multipart CV form, as the API takes it: the fields and the file in `cv`. */
  sendResume: (form: FormData) => client.sendForm("/base/send-resume", form, shopRequestResponseSchema),
});
