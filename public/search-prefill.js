// The search page before its island loads: shows the term from ?name= in the box and hides
// 'Ready to search' when there is one. A file rather than an inline script, for the
// Content-Security-Policy; loaded without defer, so that it runs before the first paint.
(function () {
  var name = new window.URLSearchParams(window.location.search).get('name') || '';
  var input = document.getElementById('search-name');
  var ready = document.querySelector('[data-search-ready]');
  if (input && !input.value) input.value = name;
  if (ready && name.trim().length >= 2) ready.style.visibility = 'hidden';
})();
