import { username as checkUsername, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from "@loveletter/protocol";
import type { ComponentChildren } from "preact";
import { useEffect, useState } from "preact/hooks";
import { FriendsList } from "../components/FriendsList";
import { currentWords } from "../i18n/current";
import { errorText } from "../i18n/error-words";
import { words } from "../i18n/words";
import { api } from "../net/api";
import { addPasskey, listPasskeys, type PasskeySummary, passkeysSupported, removePasskey } from "../net/passkeys";
import { paths } from "../router";
import { deleteAccount, identity, recover, signIn, signInWithPasskey, signOut, signUp } from "../state/identity";
import { useStore } from "../state/store";

/** A day, as the page's language writes one. */
function day(ms: number): string {
  return new Date(ms).toLocaleDateString(currentWords().locale);
}

/** Runs a form's action: the button shows it is busy, and a refusal's message is shown under it. */
function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = (action: () => Promise<void>) => async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}

function FormError({ error }: { error: string | null }) {
  return error ? (
    <p class="form-error" role="alert">
      {error}
    </p>
  ) : null;
}

function Field(props: {
  id: string;
  label: string;
  type?: "text" | "password";
  value: string;
  onInput: (value: string) => void;
  autocomplete: string;
  hint?: ComponentChildren;
}) {
  return (
    <div class="field">
      <label for={props.id}>{props.label}</label>
      <input
        id={props.id}
        name={props.id}
        type={props.type ?? "text"}
        value={props.value}
        onInput={(e) => props.onInput((e.target as HTMLInputElement).value)}
        autocomplete={props.autocomplete}
        required
      />
      {props.hint && <span class="muted small">{props.hint}</span>}
    </div>
  );
}

/** The recovery codes, shown once after sign-up (or when new ones are made). */
function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const w = useStore(words);
  return (
    <section class="panel" aria-labelledby="codes-title" data-testid="recovery-codes">
      <h2 id="codes-title">{w.t("account.codes-title")}</h2>
      <p>{w.t("account.codes-why")}</p>
      <ol class="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <button type="button" class="btn btn-primary" onClick={onDone}>
        {w.t("account.codes-saved")}
      </button>
    </section>
  );
}

/** A guest: create an account (keeping this guest's games) or sign in, or reset a password by code. */
function SignedOut({ guestName, onCodes }: { guestName: string; onCodes: (codes: string[]) => void }) {
  const w = useStore(words);
  const usable = (() => {
    try {
      return checkUsername(guestName.replace(/\s+/g, "_"));
    } catch {
      return "";
    }
  })();
  const [newName, setNewName] = useState(usable);
  const [newPassword, setNewPassword] = useState("");
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [recovering, setRecovering] = useState(false);
  const [code, setCode] = useState("");
  const create = useAction();
  const login = useAction();
  const reset = useAction();
  const withKey = useAction();
  return (
    <>
      <section class="panel" aria-labelledby="create-title">
        <h2 id="create-title">{w.t("account.create-title")}</h2>
        <p class="muted">{w.t("account.create-why", { name: guestName })}</p>
        <form class="account-form" onSubmit={create.run(async () => onCodes(await signUp(newName, newPassword)))}>
          <Field
            id="new-username"
            label={w.t("account.username")}
            value={newName}
            onInput={setNewName}
            autocomplete="username"
            hint={w.t("account.username-hint", { min: USERNAME_MIN_LENGTH, max: USERNAME_MAX_LENGTH })}
          />
          <Field
            id="new-password"
            label={w.t("account.password")}
            type="password"
            value={newPassword}
            onInput={setNewPassword}
            autocomplete="new-password"
            hint={w.t("account.password-hint")}
          />
          <button type="submit" class="btn btn-primary" disabled={create.busy}>
            {create.busy ? w.t("account.creating") : w.t("account.create")}
          </button>
          <FormError error={create.error} />
        </form>
      </section>
      <section class="panel" aria-labelledby="sign-in-title">
        <h2 id="sign-in-title">{w.t("account.sign-in-title")}</h2>
        {!recovering ? (
          <form class="account-form" onSubmit={login.run(() => signIn(name, password))}>
            <Field
              id="username"
              label={w.t("account.username")}
              value={name}
              onInput={setName}
              autocomplete="username"
            />
            <Field
              id="password"
              label={w.t("account.password")}
              type="password"
              value={password}
              onInput={setPassword}
              autocomplete="current-password"
            />
            <div class="btn-row">
              <button type="submit" class="btn btn-primary" disabled={login.busy}>
                {login.busy ? w.t("account.signing-in") : w.t("account.sign-in")}
              </button>
              <button type="button" class="btn btn-quiet" onClick={() => setRecovering(true)}>
                {w.t("account.forgot")}
              </button>
            </div>
            <FormError error={login.error} />
            {passkeysSupported() && (
              <div class="passkey-sign-in">
                <button type="button" class="btn" disabled={withKey.busy} onClick={withKey.run(signInWithPasskey)}>
                  {w.t("account.passkey-sign-in")}
                </button>
                <FormError error={withKey.error} />
              </div>
            )}
          </form>
        ) : (
          <form class="account-form" onSubmit={reset.run(() => recover(name, code, password))}>
            <p class="muted">{w.t("account.recover-why")}</p>
            <Field
              id="username"
              label={w.t("account.username")}
              value={name}
              onInput={setName}
              autocomplete="username"
            />
            <Field
              id="recovery-code"
              label={w.t("account.recovery-code")}
              value={code}
              onInput={setCode}
              autocomplete="off"
            />
            <Field
              id="password"
              label={w.t("account.new-password")}
              type="password"
              value={password}
              onInput={setPassword}
              autocomplete="new-password"
            />
            <div class="btn-row">
              <button type="submit" class="btn btn-primary" disabled={reset.busy}>
                {w.t("account.set-password")}
              </button>
              <button type="button" class="btn btn-quiet" onClick={() => setRecovering(false)}>
                {w.t("account.back")}
              </button>
            </div>
            <FormError error={reset.error} />
          </form>
        )}
      </section>
    </>
  );
}

/** An account's passkeys: a second way to sign in, without the password, on a device that holds one. */
function PasskeysSection() {
  const w = useStore(words);
  const [list, setList] = useState<PasskeySummary[] | null>(null);
  const add = useAction();
  const refresh = () => listPasskeys().then(setList, () => setList([]));
  useEffect(() => {
    void refresh();
  }, []);
  if (!passkeysSupported()) return null;
  return (
    <section class="panel" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title">{w.t("account.passkeys")}</h2>
      <p class="muted">{w.t("account.passkeys-why")}</p>
      {list && list.length > 0 && (
        <ul class="passkey-list" data-testid="passkeys">
          {list.map((key, i) => (
            <li key={key.id}>
              {key.lastUsedAt
                ? w.t("account.passkey-used", { n: i + 1, added: day(key.createdAt), used: day(key.lastUsedAt) })
                : w.t("account.passkey", { n: i + 1, added: day(key.createdAt) })}{" "}
              <button
                type="button"
                class="btn btn-small btn-quiet"
                onClick={add.run(async () => {
                  await removePasskey(key.id);
                  await refresh();
                })}
              >
                <span aria-hidden="true">{w.t("account.remove")}</span>
                <span class="visually-hidden">{w.t("account.remove-passkey", { n: i + 1 })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        class="btn"
        disabled={add.busy}
        onClick={add.run(async () => {
          await addPasskey();
          await refresh();
        })}
      >
        {w.t("account.add-passkey")}
      </button>
      <FormError error={add.error} />
    </section>
  );
}

/** An account: sign out, change the password, new recovery codes, passkeys, delete. */
function SignedIn({ name, onCodes }: { name: string; onCodes: (codes: string[]) => void }) {
  const w = useStore(words);
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [changed, setChanged] = useState(false);
  const [codesPassword, setCodesPassword] = useState("");
  const [deletePassword, setDeletePassword] = useState("");
  const out = useAction();
  const change = useAction();
  const codes = useAction();
  const remove = useAction();
  return (
    <>
      <section class="panel">
        <p>{w.t("account.signed-in-as", { name })}</p>
        <div class="btn-row">
          <button type="button" class="btn" disabled={out.busy} onClick={out.run(() => signOut())}>
            {w.t("account.sign-out")}
          </button>
          <button type="button" class="btn btn-quiet" disabled={out.busy} onClick={out.run(() => signOut(true))}>
            {w.t("account.sign-out-everywhere")}
          </button>
        </div>
        <FormError error={out.error} />
      </section>
      <FriendsList />
      <section class="panel" aria-labelledby="password-title">
        <h2 id="password-title">{w.t("account.change-title")}</h2>
        <form
          class="account-form"
          onSubmit={change.run(async () => {
            setChanged(false);
            await api.changePassword(current, next);
            setCurrent("");
            setNext("");
            setChanged(true);
          })}
        >
          <Field
            id="current-password"
            label={w.t("account.current-password")}
            type="password"
            value={current}
            onInput={setCurrent}
            autocomplete="current-password"
          />
          <Field
            id="next-password"
            label={w.t("account.new-password")}
            type="password"
            value={next}
            onInput={setNext}
            autocomplete="new-password"
          />
          <button type="submit" class="btn" disabled={change.busy}>
            {w.t("account.change")}
          </button>
          {changed && (
            <p class="muted" role="status">
              {w.t("account.changed")}
            </p>
          )}
          <FormError error={change.error} />
        </form>
      </section>
      <section class="panel" aria-labelledby="codes-new-title">
        <h2 id="codes-new-title">{w.t("account.codes-new-title")}</h2>
        <form
          class="account-form"
          onSubmit={codes.run(async () => {
            onCodes([...(await api.newRecoveryCodes(codesPassword)).recoveryCodes]);
            setCodesPassword("");
          })}
        >
          <Field
            id="codes-password"
            label={w.t("account.password")}
            type="password"
            value={codesPassword}
            onInput={setCodesPassword}
            autocomplete="current-password"
            hint={w.t("account.codes-hint")}
          />
          <button type="submit" class="btn" disabled={codes.busy}>
            {w.t("account.codes-make")}
          </button>
          <FormError error={codes.error} />
        </form>
      </section>
      <PasskeysSection />
      <section class="panel danger-zone" aria-labelledby="delete-title">
        <h2 id="delete-title">{w.t("account.delete-title")}</h2>
        <p class="muted">{w.t("account.delete-why")}</p>
        <form class="account-form" onSubmit={remove.run(() => deleteAccount(deletePassword))}>
          <Field
            id="delete-password"
            label={w.t("account.password")}
            type="password"
            value={deletePassword}
            onInput={setDeletePassword}
            autocomplete="current-password"
          />
          <button type="submit" class="btn btn-danger" disabled={remove.busy}>
            {w.t("account.delete")}
          </button>
          <FormError error={remove.error} />
        </form>
      </section>
    </>
  );
}

/** Sign up, sign in, and an account's settings (docs/protocol.md, "Accounts"). */
export function AccountPage() {
  const me = useStore(identity);
  const w = useStore(words);
  const [codes, setCodes] = useState<string[] | null>(null);
  useEffect(() => {
    document.title = w.t("account.page-title");
  }, [w]);
  return (
    <main class="page page-narrow account-page">
      <div class="page-title">
        <h1>{w.t("account.title")}</h1>
        {me.status === "ready" && (
          <a href={paths.player(me.player.id)} class="muted">
            {w.t("app.your-profile")}
          </a>
        )}
      </div>
      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
      ) : me.status !== "ready" ? (
        <p class="loading" role="status">
          {w.t("app.loading")}
        </p>
      ) : me.player.kind === "account" ? (
        <SignedIn name={me.player.name} onCodes={setCodes} />
      ) : (
        <SignedOut guestName={me.player.name} onCodes={setCodes} />
      )}
    </main>
  );
}
