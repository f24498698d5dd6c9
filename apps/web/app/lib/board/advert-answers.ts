/** What the advert page's action answers to "show phone". */
export type PhoneAnswer =
  | { intent: "phone"; ok: true; phones: string[]; phone_views: number }
  | { intent: "phone"; ok: false; message: string };

/** What the advert page's action answers to a report. */
export type ReportAnswer = { intent: "report"; ok: true } | { intent: "report"; ok: false; message: string };
