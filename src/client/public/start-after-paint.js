// Starts a pre-rendered page's JS (listed in #page-scripts) after its first paint: decision 030.
(function () {
  var data = document.getElementById('page-scripts');
  if (!data) return;
  var scripts = JSON.parse(data.textContent);
  function add(tag, properties) {
    var element = Object.assign(document.createElement(tag), properties, { crossOrigin: '' });
    document.head.appendChild(element);
  }
  function start() {
    scripts.preloads.forEach(function (href) {
      add('link', { rel: 'modulepreload', href: href });
    });
    scripts.modules.forEach(function (src) {
      add('script', { type: 'module', src: src });
    });
  }
  // Hidden, nothing paints; else a task queued from a frame callback runs after that frame.
  if (document.visibilityState === 'hidden') start();
  else
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
})();
