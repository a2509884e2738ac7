// Applies the saved colour scheme before first paint (no flash). A file of its
// own, loaded blocking from index.html, because the Content Security Policy
// allows no inline script; the build loads a hashed, minified copy
// (vite.config.ts, pageScripts), which browsers keep between visits.
try {
  var saved = localStorage.getItem('refex:color-scheme');
  var scheme = saved === 'light' || saved === 'dark' ? saved : window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
} catch (e) {}
