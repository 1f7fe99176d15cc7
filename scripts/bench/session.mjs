// The browser and the one signed-in page the interactive scenarios share. A scenario that cannot
// finish (the page hangs) is reported as failed and the next one starts on a fresh page.
import { launch, newContext, openApp } from './browser.mjs';
import { record, recorded } from './results.mjs';

export class Session {
  browser = null;
  context = null;
  page = null;

  /** `target`: `{ url, signIn(page) }`, the app to measure and how a page of it signs in. */
  constructor(target) {
    this.target = target;
    this.url = target.url;
  }

  async start() {
    this.browser = await launch();
  }

  /** Opens the signed-in page on the dashboard, closing the previous one. */
  async fresh() {
    await this.context?.close().catch(() => {});
    if (this.context) {
      // A hung page keeps its renderer busy: start over with a new browser.
      await this.browser.close().catch(() => {});
      this.browser = await launch();
    }
    this.context = await newContext(this.browser);
    this.page = await openApp(this.context, this.target, '/');
    this.page.setDefaultTimeout(60_000);
  }

  /** Runs a scenario on the shared page; if it throws, its figures not yet recorded fail. */
  async attempt(scenario) {
    try {
      await scenario.run(this);
    } catch (error) {
      const message = String(error?.message ?? error).split('\n')[0];
      for (const [name, target] of scenario.figures) {
        if (!recorded(name)) record(name, [], { target, note: `did not finish: ${message}` });
      }
      await this.fresh();
    }
  }

  async close() {
    await this.context?.close().catch(() => {});
    await this.browser?.close();
  }
}
