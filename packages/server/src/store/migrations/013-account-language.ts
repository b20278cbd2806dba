import type { Kysely } from "kysely";

/**
 * An account's language (docs/protocol.md, "Language"): the one its player chose from the language
 * menu, so every device it signs in on shows the pages in it. Null until chosen; a guest's choice
 * stays in its browser.
 *
 * Self-contained on purpose: a migration must do the same thing whatever the code becomes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("players").addColumn("locale", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("players").dropColumn("locale").execute();
}
