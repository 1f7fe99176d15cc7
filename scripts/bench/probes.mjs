// The in-page probes, installed (by `context.addInitScript`) before the app's scripts run. This
// function is serialized into the page: it may use nothing from this module's scope.
//
// Every "to painted" figure starts at the input event's own timestamp (event.timeStamp, taken in
// a capture listener) and ends after the DOM shows the result AND a frame has been produced:
// the result is checked in requestAnimationFrame (the first frame after the commit is the one that
// paints it), then a MessageChannel task posted from that frame callback runs after the frame.
export function installProbes() {
  const bench = {};
  window.__bench = bench;
  // Long tasks and LCP, for the first-load figures.
  bench.longTasks = [];
  bench.lcp = 0;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.lcp = Math.max(bench.lcp, entry.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {}

  /** Resolves when `isDone()` holds in a frame, with the time after that frame. */
  const untilPainted = (m, isDone, timeoutMs) =>
    new Promise((resolve) => {
      const tick = () => {
        let done = false;
        try {
          done = m.start !== null && isDone();
        } catch {}
        if (done) {
          m.frameAt = performance.now(); // this frame shows the result; its rendering starts now
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            m.end = performance.now();
            resolve();
          };
          channel.port2.postMessage(0);
          return;
        }
        if (performance.now() - m.armedAt > timeoutMs) {
          m.timedOut = true;
          m.end = performance.now();
          resolve();
          return;
        }
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });

  const arm = (startEvent, isDone, timeoutMs) => {
    const m = { armedAt: performance.now(), start: null, end: null, timedOut: false, expected: null };
    const onStart = (event) => {
      if (m.start === null) m.start = event.timeStamp;
    };
    document.addEventListener(startEvent, onStart, { capture: true, once: true });
    m.done = untilPainted(m, () => isDone(m), timeoutMs).then(() => {
      document.removeEventListener(startEvent, onStart, { capture: true });
      return { ms: m.end - (m.start ?? m.armedAt), timedOut: m.timedOut, expected: m.expected };
    });
    bench.current = m;
  };

  /** A keystroke in a search box: done when the results container is for the box's new text. */
  bench.armKey = (timeoutMs) => {
    arm(
      'keydown',
      (m) => {
        const el = document.querySelector('[data-results-for]');
        return m.expected !== null && el?.getAttribute('data-results-for') === m.expected;
      },
      timeoutMs,
    );
    const m = bench.current;
    const onInput = (event) => {
      m.expected = event.target.value;
    };
    document.addEventListener('input', onInput, { capture: true, once: true });
  };

  /** A press on a POS product: done when the cart (its lines and totals) shows something new. */
  bench.armCart = (timeoutMs) => {
    const cartText = () => document.querySelector('section[aria-label="Cart"]')?.textContent ?? '';
    const before = cartText();
    arm('pointerup', () => cartText() !== before, timeoutMs);
    // When the DOM changed (the work), apart from the wait for the next frame to be presented.
    const m = bench.current;
    const section = document.querySelector('section[aria-label="Cart"]');
    if (section) {
      const observer = new MutationObserver(() => {
        m.committed ??= performance.now();
        observer.disconnect();
      });
      observer.observe(section, { subtree: true, childList: true, characterData: true });
    }
    m.done = m.done.then((r) => {
      const commitMs = m.committed === undefined ? null : m.committed - (m.start ?? m.armedAt);
      // The work: the event's handling up to the DOM change, plus the rendering of the frame that
      // shows it (style, layout, paint) — without the idle wait for that frame to begin.
      const workMs = commitMs === null || m.frameAt === undefined ? null : commitMs + (m.end - m.frameAt);
      return { ...r, commitMs, workMs };
    });
  };

  /**
   * A barcode scan at the till: from the scanner's Enter (the code complete) until the cart shows
   * something new, painted. The Enter is seen by a listener installed before the app's own (the
   * till's scanner stops the Enter it takes, so a later listener would not see it).
   */
  bench.armScan = (timeoutMs) => {
    const cartText = () => document.querySelector('section[aria-label="Cart"]')?.textContent ?? '';
    const before = cartText();
    arm('bench-scan', () => cartText() !== before, timeoutMs);
    const m = bench.current;
    bench.onEnter = (event) => {
      if (m.start === null) m.start = event.timeStamp;
    };
  };
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Enter') bench.onEnter?.(event);
    },
    { capture: true },
  );

  /** A press on a menu entry: done when the new screen's heading and content are shown. */
  bench.armNavigation = (title, timeoutMs) => {
    arm(
      'pointerup',
      () =>
        document.querySelector('main h1, h1')?.textContent === title &&
        document.querySelector('[data-results-for]') !== null,
      timeoutMs,
    );
  };

  /** Frame lengths (rAF to rAF) from now until `stopFrames()`, plus long animation frames. */
  bench.startFrames = () => {
    const frames = [];
    const loafs = [];
    let last = performance.now();
    let running = true;
    const tick = (now) => {
      frames.push(now - last);
      last = now;
      if (running) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    let observer;
    try {
      observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          loafs.push(entry.duration);
          bench.loafDetails = bench.loafDetails ?? [];
          bench.loafDetails.push(
            `${Math.round(entry.startTime)}+${Math.round(entry.duration)} render@${Math.round(entry.renderStart - entry.startTime)} style@${Math.round(entry.styleAndLayoutStart - entry.startTime)} block=${Math.round(entry.blockingDuration)} ` +
              entry.scripts
                .map(
                  (x) =>
                    `${x.invokerType}:${x.invoker}@${Math.round(x.startTime - entry.startTime)}:${Math.round(x.duration)} (forced style/layout ${Math.round(x.forcedStyleAndLayoutDuration)})`,
                )
                .join(' | '),
          );
        }
      });
      observer.observe({ type: 'long-animation-frame' });
    } catch {}
    bench.stopFrames = () => {
      running = false;
      observer?.disconnect();
      return { frames, loafs };
    };
  };
}
