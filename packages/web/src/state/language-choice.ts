import type { Locale } from "@loveletter/protocol";
import { showIn } from "../i18n/words";
import { api } from "../net/api";
import { identity } from "./identity";

/**
 * The reader chose `locale` from the language menu: the page shows it, this browser keeps it, and
 * a signed-in account keeps it for every device (a guest's stays in this browser). Not kept by the
 * server (offline, say), the choice still holds here and is sent again at the next sign-in.
 */
export async function chooseLanguage(locale: Locale): Promise<void> {
  await showIn(locale, { remember: true });
  const me = identity.get();
  if (me.status === "ready" && me.player.kind === "account") await api.setLanguage(locale).catch(() => {});
}
