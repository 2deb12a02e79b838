// The mfm web UI: plain DOM code over the same HTTP API scripts use (no framework, no build step).
// Clip text is always inserted with textContent, never as HTML: clips hold whatever was copied.
const $ = (id) => document.getElementById(id);
const state = { selectedId: null, lastList: () => showRecent() };

async function api(path, body) {
  const response = await fetch(
    path,
    body === undefined
      ? {}
      : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
  );
  const data = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(data.message || `HTTP ${response.status}`);
  return data;
}

function el(tag, props = {}, ...children) {
  const node = Object.assign(document.createElement(tag), props);
  for (const child of children) if (child !== null && child !== undefined) node.append(child);
  return node;
}

function setMessage(text, isError = false) {
  $('message').textContent = text;
  $('message').className = isError ? 'error' : '';
}

function preview(text) {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 160 ? `${flat.slice(0, 157)}...` : flat;
}

function when(iso) {
  return iso.replace('T', ' ').slice(0, 16);
}

function pinButton(clip) {
  const button = el('button', {
    type: 'button',
    className: 'pin',
    textContent: clip.pinned ? 'Unpin' : 'Pin',
  });
  button.setAttribute('aria-pressed', String(clip.pinned));
  button.dataset.id = String(clip.id);
  button.addEventListener('click', async () => {
    try {
      await api('/pin', { id: clip.id, pinned: !clip.pinned });
      await state.lastList();
      if (state.selectedId === clip.id) await showClip(clip.id);
      loadStatus();
    } catch (error) {
      setMessage(`Could not change the pin: ${error.message}`, true);
    }
  });
  return button;
}

function renderList(title, items, emptyText) {
  $('list-title').textContent = title;
  setMessage(items.length ? '' : emptyText);
  $('results').replaceChildren(
    ...items.map((clip) => {
      const meta = el(
        'div',
        { className: 'meta' },
        `#${clip.id} · ${when(clip.created_at)} · ${clip.source_app ?? 'unknown'}`,
      );
      if (clip.score !== undefined) meta.append(` · score ${clip.score.toFixed(3)}`);
      for (const tag of clip.tags) meta.append(el('span', { className: 'tag', textContent: tag }));
      const body = el(
        'div',
        { className: 'body', tabIndex: 0 },
        el('div', {
          className: 'title',
          textContent: clip.title && !clip.content.trimStart().startsWith(clip.title) ? clip.title : '',
        }),
        el('div', { className: 'preview', textContent: preview(clip.content) }),
        meta,
      );
      body.addEventListener('click', () => showClip(clip.id));
      body.addEventListener('keydown', (event) => event.key === 'Enter' && showClip(clip.id));
      const item = el('li', { className: clip.pinned ? 'clip pinned' : 'clip' }, body, pinButton(clip));
      item.dataset.id = String(clip.id);
      return item;
    }),
  );
}

async function showRecent() {
  const pins = $('pins-only').checked ? '&pins_only=true' : '';
  try {
    const { items } = await api(`/recent?limit=50${pins}`);
    renderList('Recent clips', items, 'No clips yet. Copy something while `mfm watch` runs.');
  } catch (error) {
    setMessage(`Could not load clips: ${error.message}`, true);
  }
}

async function search(q) {
  const semantic = $('semantic').checked;
  const path = semantic
    ? `/semantic_search?limit=30&q=${encodeURIComponent(q)}`
    : `/search?limit=50&q=${encodeURIComponent(q)}`;
  try {
    const { items } = await api(path);
    renderList(`${semantic ? 'Closest in meaning to' : 'Results for'} “${q}”`, items, 'No clip matches.');
  } catch (error) {
    setMessage(`Search failed: ${error.message}`, true);
  }
}

async function showClip(id) {
  try {
    const clip = await api(`/clip?id=${id}`);
    state.selectedId = id;
    const rows = [
      ['id', `#${clip.id}`],
      ['copied', when(clip.created_at)],
      ['app', clip.source_app ?? 'unknown'],
      ['window', clip.window_title],
      ['title', clip.title],
      ['source', clip.file_path],
      ['tags', clip.tags.join(', ')],
      ...clip.notes.map((n) => ['note', `${n.note} (${when(n.created_at)})`]),
    ].filter(([, value]) => value);
    $('detail-meta').replaceChildren(
      ...rows.flatMap(([k, v]) => [el('dt', { textContent: k }), el('dd', { textContent: v })]),
    );
    $('detail-content').textContent = clip.content;
    $('detail-pin').replaceWith(Object.assign(pinButton(clip), { id: 'detail-pin' }));
    $('detail').hidden = false;
  } catch (error) {
    setMessage(`Could not open clip #${id}: ${error.message}`, true);
  }
}

async function loadStatus() {
  try {
    const status = await api('/status');
    $('status').textContent =
      `${status.clips} clips · ${status.pinned} pinned · capture ${status.capture} · ${status.db_size_mb} MB`;
  } catch {
    $('status').textContent = '';
  }
}

$('search-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const q = $('q').value.trim();
  state.lastList = q ? () => search(q) : () => showRecent();
  state.lastList();
});
$('show-recent').addEventListener('click', () => {
  $('q').value = '';
  state.lastList = () => showRecent();
  showRecent();
});
$('pins-only').addEventListener('change', () => !$('q').value.trim() && showRecent());

loadStatus();
showRecent();
