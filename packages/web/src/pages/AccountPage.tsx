import { username as checkUsername, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from "@loveletter/protocol";
import type { ComponentChildren } from "preact";
import { useEffect, useState } from "preact/hooks";
import { FriendsList } from "../components/FriendsList";
import { api } from "../net/api";
import { addPasskey, listPasskeys, type PasskeySummary, passkeysSupported, removePasskey } from "../net/passkeys";
import { paths } from "../router";
import { deleteAccount, identity, recover, signIn, signInWithPasskey, signOut, signUp } from "../state/identity";
import { useStore } from "../state/store";

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
      setError((err as Error).message);
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
  return (
    <section class="panel" aria-labelledby="codes-title" data-testid="recovery-codes">
      <h2 id="codes-title">Your recovery codes</h2>
      <p>
        There is no e-mail here: if you forget your password, one of these codes lets you set a new one. Each works
        once. Keep them somewhere safe — they are shown only now.
      </p>
      <ol class="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <button type="button" class="btn btn-primary" onClick={onDone}>
        I have saved them
      </button>
    </section>
  );
}

/** A guest: create an account (keeping this guest's games) or sign in, or reset a password by code. */
function SignedOut({ guestName, onCodes }: { guestName: string; onCodes: (codes: string[]) => void }) {
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
        <h2 id="create-title">Create an account</h2>
        <p class="muted">
          Play from any device under a name that is yours alone. Your games and ratings as {guestName} come with you.
        </p>
        <form class="account-form" onSubmit={create.run(async () => onCodes(await signUp(newName, newPassword)))}>
          <Field
            id="new-username"
            label="Username"
            value={newName}
            onInput={setNewName}
            autocomplete="username"
            hint={`${USERNAME_MIN_LENGTH}–${USERNAME_MAX_LENGTH} letters, digits, . _ -`}
          />
          <Field
            id="new-password"
            label="Password"
            type="password"
            value={newPassword}
            onInput={setNewPassword}
            autocomplete="new-password"
            hint="At least 8 characters"
          />
          <button type="submit" class="btn btn-primary" disabled={create.busy}>
            {create.busy ? "Creating…" : "Create account"}
          </button>
          <FormError error={create.error} />
        </form>
      </section>
      <section class="panel" aria-labelledby="sign-in-title">
        <h2 id="sign-in-title">Sign in</h2>
        {!recovering ? (
          <form class="account-form" onSubmit={login.run(() => signIn(name, password))}>
            <Field id="username" label="Username" value={name} onInput={setName} autocomplete="username" />
            <Field
              id="password"
              label="Password"
              type="password"
              value={password}
              onInput={setPassword}
              autocomplete="current-password"
            />
            <div class="btn-row">
              <button type="submit" class="btn btn-primary" disabled={login.busy}>
                {login.busy ? "Signing in…" : "Sign in"}
              </button>
              <button type="button" class="btn btn-quiet" onClick={() => setRecovering(true)}>
                Forgot your password?
              </button>
            </div>
            <FormError error={login.error} />
            {passkeysSupported() && (
              <div class="passkey-sign-in">
                <button type="button" class="btn" disabled={withKey.busy} onClick={withKey.run(signInWithPasskey)}>
                  Sign in with a passkey
                </button>
                <FormError error={withKey.error} />
              </div>
            )}
          </form>
        ) : (
          <form class="account-form" onSubmit={reset.run(() => recover(name, code, password))}>
            <p class="muted">Use one of the recovery codes you were given at sign-up to choose a new password.</p>
            <Field id="username" label="Username" value={name} onInput={setName} autocomplete="username" />
            <Field id="recovery-code" label="Recovery code" value={code} onInput={setCode} autocomplete="off" />
            <Field
              id="password"
              label="New password"
              type="password"
              value={password}
              onInput={setPassword}
              autocomplete="new-password"
            />
            <div class="btn-row">
              <button type="submit" class="btn btn-primary" disabled={reset.busy}>
                Set the new password
              </button>
              <button type="button" class="btn btn-quiet" onClick={() => setRecovering(false)}>
                Back to sign in
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
  const [list, setList] = useState<PasskeySummary[] | null>(null);
  const add = useAction();
  const refresh = () => listPasskeys().then(setList, () => setList([]));
  useEffect(() => {
    void refresh();
  }, []);
  if (!passkeysSupported()) return null;
  return (
    <section class="panel" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title">Passkeys</h2>
      <p class="muted">Sign in with this device's screen lock or a security key instead of your password.</p>
      {list && list.length > 0 && (
        <ul class="passkey-list" data-testid="passkeys">
          {list.map((key, i) => (
            <li key={key.id}>
              Passkey {i + 1}, added {new Date(key.createdAt).toLocaleDateString()}
              {key.lastUsedAt ? `, last used ${new Date(key.lastUsedAt).toLocaleDateString()}` : ""}{" "}
              <button
                type="button"
                class="btn btn-small btn-quiet"
                onClick={add.run(async () => {
                  await removePasskey(key.id);
                  await refresh();
                })}
              >
                Remove<span class="visually-hidden"> passkey {i + 1}</span>
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
        Add a passkey
      </button>
      <FormError error={add.error} />
    </section>
  );
}

/** An account: sign out, change the password, new recovery codes, passkeys, delete. */
function SignedIn({ name, onCodes }: { name: string; onCodes: (codes: string[]) => void }) {
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
        <p>
          Signed in as <strong>{name}</strong>.
        </p>
        <div class="btn-row">
          <button type="button" class="btn" disabled={out.busy} onClick={out.run(() => signOut())}>
            Sign out
          </button>
          <button type="button" class="btn btn-quiet" disabled={out.busy} onClick={out.run(() => signOut(true))}>
            Sign out everywhere
          </button>
        </div>
        <FormError error={out.error} />
      </section>
      <FriendsList />
      <section class="panel" aria-labelledby="password-title">
        <h2 id="password-title">Change your password</h2>
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
            label="Current password"
            type="password"
            value={current}
            onInput={setCurrent}
            autocomplete="current-password"
          />
          <Field
            id="next-password"
            label="New password"
            type="password"
            value={next}
            onInput={setNext}
            autocomplete="new-password"
          />
          <button type="submit" class="btn" disabled={change.busy}>
            Change password
          </button>
          {changed && (
            <p class="muted" role="status">
              Password changed. Your other devices are signed out.
            </p>
          )}
          <FormError error={change.error} />
        </form>
      </section>
      <section class="panel" aria-labelledby="codes-new-title">
        <h2 id="codes-new-title">Recovery codes</h2>
        <form
          class="account-form"
          onSubmit={codes.run(async () => {
            onCodes([...(await api.newRecoveryCodes(codesPassword)).recoveryCodes]);
            setCodesPassword("");
          })}
        >
          <Field
            id="codes-password"
            label="Password"
            type="password"
            value={codesPassword}
            onInput={setCodesPassword}
            autocomplete="current-password"
            hint="New codes replace the old ones."
          />
          <button type="submit" class="btn" disabled={codes.busy}>
            Make new recovery codes
          </button>
          <FormError error={codes.error} />
        </form>
      </section>
      <PasskeysSection />
      <section class="panel danger-zone" aria-labelledby="delete-title">
        <h2 id="delete-title">Delete your account</h2>
        <p class="muted">
          Your games stay, shown as played by “deleted player”; your name, password and sessions are gone for good.
        </p>
        <form class="account-form" onSubmit={remove.run(() => deleteAccount(deletePassword))}>
          <Field
            id="delete-password"
            label="Password"
            type="password"
            value={deletePassword}
            onInput={setDeletePassword}
            autocomplete="current-password"
          />
          <button type="submit" class="btn btn-danger" disabled={remove.busy}>
            Delete my account
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
  const [codes, setCodes] = useState<string[] | null>(null);
  useEffect(() => {
    document.title = "Account — Love Letter";
  }, []);
  return (
    <main class="page page-narrow account-page">
      <div class="page-title">
        <h1>Account</h1>
        {me.status === "ready" && (
          <a href={paths.player(me.player.id)} class="muted">
            Your profile
          </a>
        )}
      </div>
      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
      ) : me.status !== "ready" ? (
        <p class="loading" role="status">
          Loading…
        </p>
      ) : me.player.kind === "account" ? (
        <SignedIn name={me.player.name} onCodes={setCodes} />
      ) : (
        <SignedOut guestName={me.player.name} onCodes={setCodes} />
      )}
    </main>
  );
}
