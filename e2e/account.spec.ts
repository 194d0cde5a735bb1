import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { mailDir } from "../playwright.config";
import { expect, signInBrowser, signUpViaApi, test } from "./support/fixtures";

/** The newest `/<page>/<token>` link mailed to `to`, waiting until such a mail arrives. */
async function readLink(to: string, page: string): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<>]+/${page}/[A-Za-z0-9_-]+`);
  let link: string | undefined;
  await expect
    .poll(
      () => {
        for (const f of readdirSync(mailDir).sort().reverse()) {
          const mail = JSON.parse(readFileSync(path.join(mailDir, f), "utf8")) as {
            to: string[];
            raw: string;
          };
          if (!mail.to.includes(to.toLowerCase())) continue;
          const match = pattern.exec(mail.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "="));
          if (match) {
            link = match[0];
            return true;
          }
        }
        return false;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return link!;
}

test("forgot password: the mailed link sets a new password, signs in and signs every other sign-in out", async ({
  page,
  request,
}) => {
  const user = await signUpViaApi(request, { verified: false });
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  // The login page is prerendered: a click before it hydrates loads /forgot-password afresh, and its Email
  // field must not be confused with the login form's while that load is under way.
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole("button", { name: "Send reset link" })).toBeVisible();
  await page.getByLabel("Email").fill(user.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText(/a link to choose a new password is on its way/)).toBeVisible();

  const link = new URL(await readLink(user.email, "reset-password"));
  await page.goto(link.pathname);
  await page.getByLabel("New password").fill("a brand new secret");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const old = await request.get("/api/auth/me", { headers: { authorization: `Bearer ${user.token}` } });
  expect(old.status()).toBe(401);
  const login = await request.post("/api/auth/login", {
    data: { email: user.email, password: "a brand new secret" },
  });
  expect(login.status()).toBe(200);

  // The link worked once: opened again it says so and offers a new one.
  await page.goto(link.pathname);
  await page.getByLabel("New password").fill("yet another secret");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("This reset link has already been used. Request a new one.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Request a new link" })).toBeVisible();
});

test("Settings → Account: change password, sign out everywhere else, delete the account", async ({
  page,
  request,
}) => {
  const user = await signUpViaApi(request);
  const otherDevice = async (password: string) => {
    const res = await request.post("/api/auth/login", {
      data: { email: user.email, password },
      headers: { "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1" },
    });
    expect(res.status()).toBe(200);
    return { authorization: `Bearer ${(await res.json()).data.token}` };
  };
  const phone = await otherDevice(user.password);
  await signInBrowser(page, user);
  await page.goto("/settings/account");

  const passwordSection = page.getByRole("region", { name: "Password" });
  await passwordSection.getByLabel("Current password").fill(user.password);
  await passwordSection.getByLabel("New password").fill("changed secret 42");
  await passwordSection.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your password was changed. Other sign-ins were signed out.")).toBeVisible();
  expect((await request.get("/api/auth/me", { headers: phone })).status()).toBe(401);

  const tablet = await otherDevice("changed secret 42");
  await page.reload();
  const signIns = page.getByRole("region", { name: "Active sign-ins" });
  await expect(signIns.getByRole("listitem", { name: "Safari on iOS" })).toBeVisible();
  await signIns.getByRole("button", { name: "Sign out everywhere else" }).click();
  await expect(signIns.getByRole("listitem", { name: "Safari on iOS" })).toHaveCount(0);
  expect((await request.get("/api/auth/me", { headers: tablet })).status()).toBe(401);
  expect(
    (await request.get("/api/auth/me", { headers: { authorization: `Bearer ${user.token}` } })).status(),
  ).toBe(200);

  await page.getByRole("button", { name: "Delete account..." }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog.getByText(/cannot be undone/)).toBeVisible();
  await dialog.getByLabel("Type DELETE to confirm").fill("DELETE");
  await dialog.getByLabel("Password", { exact: true }).fill("changed secret 42");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  // Signed out either way: home, or /login when a query still in flight came back 401 first (the app's
  // rule for any 401) before the dialog's own navigation home.
  await expect(page).toHaveURL(/\/(login)?$/);
  const login = await request.post("/api/auth/login", {
    data: { email: user.email, password: "changed secret 42" },
  });
  expect(login.status()).toBe(401);
});
