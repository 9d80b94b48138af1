import { existsSync } from 'node:fs';

/**
 * The headless Chromium the browser suites share: CHROMIUM_PATH when set, else
 * Debian's headless shell (package chromium-headless-shell: the same Blink and
 * V8 as the browser, without its windows and address bar; ≈10 s less CPU a run
 * for the browser process, in alternate runs), else Debian's chromium.
 */
const INSTALLED = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
export const CHROMIUM = process.env.CHROMIUM_PATH ?? INSTALLED.find((p) => existsSync(p)) ?? INSTALLED[1];

/**
 * Its switches: no sandbox or GPU in a container, nothing fetched in the
 * background; two more names for this machine (another site, and a name an
 * attacker re-points at 127.0.0.1) and the browser's own guards for private
 * addresses off, so browser/cross-origin.test.ts finds the server standing alone.
 *
 * Where only the full browser is installed: each new page (a window of its own
 * context) loaded the address bar's suggestion popup, a WebUI page in a
 * renderer of its own, ≈1.5 s of CPU that no test looks at (≈70 pages a run).
 * With the WebUIOmnibox* features off, a blank new page costs ≈0.4 s of CPU
 * instead of ≈2 s. (Playwright passes a --disable-features list of its own
 * before these switches; joining it to this one changed nothing measured.)
 */
export const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP attacker.test 127.0.0.1, MAP rebind.test 127.0.0.1',
  [
    '--disable-features=PrivateNetworkAccessSendPreflights',
    'PrivateNetworkAccessRespectPreflightResults',
    'BlockInsecurePrivateNetworkRequests',
    'LocalNetworkAccessChecks',
    'WebUIOmniboxPopup',
    'WebUIOmniboxFullPopup',
    'WebUIOmniboxAimPopup',
  ].join(','),
];
