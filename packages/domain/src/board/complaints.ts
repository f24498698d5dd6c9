/**
 * Reports of adverts (issue 17): a reporter (by a hash of their address) may send a few a day
 * and one per advert while it is open, so the moderation queue is not flooded and an advert is
 * not buried by one person's repeats.
 */
export const COMPLAINTS_PER_REPORTER_PER_DAY = 10;

export type ComplaintRefusal = { status: 409 | 429; message: string } | null;

export function complaintRefusal(sentToday: number, openOnThisAdvert: boolean): ComplaintRefusal {
  if (openOnThisAdvert)
    return { status: 409, message: "You have reported this advert already; the moderators will look at it." };
  if (sentToday >= COMPLAINTS_PER_REPORTER_PER_DAY)
    return { status: 429, message: "Too many reports today. Try again tomorrow." };
  return null;
}
