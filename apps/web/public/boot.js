/* global document, window */
/*
 * Starts the shop's scripts once the page has loaded (issue 22). The page the server drew is complete
 * and works with its links and forms; the scripts then take it over (hydration) without competing with
 * the page's pictures and text for a weak connection. A visitor who touches the page or a key before
 * that starts them at once. The server names the entry and the scripts it and the page's parts need,
 * so they download side by side.
 */
(function () {
  var boot = document.currentScript;
  var entry = boot && boot.getAttribute('data-entry');
  if (!entry) return;
  var preload = JSON.parse(boot.getAttribute('data-preload') || '[]');
  var started = false;
  var early = ['pointerdown', 'keydown', 'touchstart'];

  function start() {
    if (started) return;
    started = true;
    early.forEach(function (type) {
      window.removeEventListener(type, start, true);
    });
    preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    document.head.appendChild(script);
  }

  if (document.readyState === 'complete') return start();
  window.addEventListener('load', start);
  early.forEach(function (type) {
    window.addEventListener(type, start, { capture: true, passive: true });
  });
})();
