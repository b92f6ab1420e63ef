// Starts a pre-rendered page's JS (listed in #page-scripts) after its first paint: decision 036.
(function () {
  var data = document.getElementById('page-scripts');
  if (!data) return;
  var scripts = JSON.parse(data.textContent);
  var started = false;
  function add(tag, properties) {
    document.head.appendChild(
      Object.assign(document.createElement(tag), properties, { crossOrigin: '' }),
    );
  }
  function start() {
    if (started) return;
    started = true;
    scripts.preloads.forEach(function (href) {
      add('link', { rel: 'modulepreload', href: href });
    });
    scripts.modules.forEach(function (src) {
      add('script', { type: 'module', src: src });
    });
  }
  // Without paint timing, or hidden (nothing paints), at once; else at the first paint, or
  // after 5 s whatever happened.
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (!types || types.indexOf('paint') < 0 || document.visibilityState === 'hidden') return start();
  new PerformanceObserver(function (list) {
    if (list.getEntriesByName('first-contentful-paint').length > 0) start();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 5000);
})();
