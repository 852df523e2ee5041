// The page's script: no framework, no request but the service's own routes. TAHQIQ (written before this by the
// service) holds the limits it checks and the report's words in both languages; PAGE the page's own words.
(function () {
  'use strict';
  var PAGE = {
    ar: {
      title: 'تحقيق — فحص الاستشهادات',
      intro: 'الصق إجابة فيها آيات أو أحاديث لترى كل استشهاد فيها وحكمه ودليله، والإجابة بعد تصحيح استشهاداتها.',
      question: 'السؤال (اختياري)', answer: 'الإجابة', answerHint: 'Ctrl+Enter يفحص الإجابة.', check: 'افحص',
      result: 'الاستشهادات', repaired: 'الإجابة بعد التصحيح', nothingToRepair: 'لا شيء يصحح في هذه الإجابة.',
      copy: 'انسخ الإجابة المصححة', copied: 'نُسخت الإجابة المصححة.', copyFailed: 'تعذر النسخ: حدد النص وانسخه بنفسك.',
      edits: 'التعديلات', noEdits: 'لا تعديل.', lookupTitle: 'ابحث عن آية أو حديث',
      query: 'مرجع أو نص تذكره (مثل: البقرة 255، صحيح البخاري 1، إنما الأعمال بالنيات)', lookup: 'ابحث',
      empty: 'الإجابة فارغة: الصق إجابة لفحصها.',
      tooLong: function (n, max) { return 'الإجابة أطول مما يفحص: فيها ' + n + ' حرفًا، والحد ' + max + ' حرف.'; },
      emptyQuery: 'اكتب مرجعًا أو نصًا للبحث عنه.',
      queryTooLong: function (n, max) { return 'نص البحث أطول مما يبحث عنه: فيه ' + n + ' حرفًا، والحد ' + max + ' حرف.'; },
      checking: 'جارٍ الفحص…', searching: 'جارٍ البحث…', noCitations: 'لم يوجد في الإجابة استشهاد بآية أو حديث.',
      refused: 'رفضت الخدمة الطلب: ', unreachable: 'تعذر الوصول إلى الخدمة: ', noHits: 'لم يوجد شيء.',
      chars: function (n, max) { return n + ' / ' + max; }, other: 'English', otherCode: 'en',
      differs: 'كلمات تختلف عن نص البحث مظللة.', arrow: '\u2190'
    },
    en: {
      title: 'Tahqiq — check citations',
      intro: 'Paste an answer that quotes verses or hadith to see each citation in it with its verdict and evidence, and the answer with its citations put right.',
      question: 'Question (optional)', answer: 'Answer', answerHint: 'Ctrl+Enter checks the answer.', check: 'Check',
      result: 'Citations', repaired: 'The answer, repaired', nothingToRepair: 'Nothing to repair in this answer.',
      copy: 'Copy the repaired answer', copied: 'The repaired answer was copied.', copyFailed: 'Could not copy: select the text and copy it yourself.',
      edits: 'Edits', noEdits: 'No edit.', lookupTitle: 'Look up a verse or hadith',
      query: 'A reference or the words you remember (e.g. البقرة 255, صحيح البخاري 1, إنما الأعمال بالنيات)', lookup: 'Look up',
      empty: 'The answer is empty: paste an answer to check.',
      tooLong: function (n, max) { return 'The answer is too long: ' + n + ' characters; at most ' + max + ' are checked.'; },
      emptyQuery: 'Type a reference or some words to look up.',
      queryTooLong: function (n, max) { return 'The query is too long: ' + n + ' characters; at most ' + max + ' are looked up.'; },
      checking: 'Checking…', searching: 'Looking up…', noCitations: 'No citation of a verse or hadith was found in the answer.',
      refused: 'The service refused the request: ', unreachable: 'The service could not be reached: ', noHits: 'Nothing found.',
      chars: function (n, max) { return n + ' / ' + max; }, other: 'العربية', otherCode: 'ar',
      differs: 'Words that differ from the query are highlighted.', arrow: '\u2192'
    }
  };
  var lang = 'ar';
  var last = null; // the last answer checked, checked again when the language changes
  var repairedText = null;
  var $ = function (id) { return document.getElementById(id); };
  var t = function (key) { return PAGE[lang][key]; };
  var w = function () { return TAHQIQ.words[lang]; };
  var codePoints = function (s) { return Array.from(s).length; };

  function el(tag, attrs, children) {
    var e = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      if (k === 'class') e.className = attrs[k]; else e.setAttribute(k, attrs[k]);
    });
    (children || []).forEach(function (c) { if (c != null) e.append(c); });
    return e;
  }

  /** Arabic text in Arabic quotation marks, right to left whatever the page (as the report shows it). */
  function quote(text, cls) {
    return el('bdi', {'class': 'quote' + (cls ? ' ' + cls : ''), dir: 'rtl', lang: 'ar'},
      [el('span', {'class': 'qm'}, ['«']), text, el('span', {'class': 'qm'}, ['»'])]);
  }

  function relabel() {
    document.documentElement.lang = lang;
    document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
    document.querySelectorAll('[data-t]').forEach(function (e) { e.textContent = t(e.dataset.t); });
    var b = $('lang');
    b.textContent = t('other');
    b.lang = t('otherCode');
    b.dir = t('otherCode') === 'ar' ? 'rtl' : 'ltr';
    count();
  }

  function count() {
    var n = codePoints($('answer').value);
    $('count').textContent = t('chars')(n, TAHQIQ.maxAnswer);
    $('count').className = n > TAHQIQ.maxAnswer ? 'over' : '';
  }

  function say(id, text, info) {
    var m = $(id);
    m.textContent = text || '';
    m.className = info ? 'info' : '';
  }

  /** POSTs or GETs JSON; resolves with {status, body}, the body parsed (the service answers JSON, errors too). */
  function call(method, url, body) {
    return fetch(url, {
      method: method, headers: body ? {'Content-Type': 'application/json'} : {},
      body: body ? JSON.stringify(body) : undefined
    }).then(function (r) {
      return r.json().then(function (j) { return {status: r.status, body: j}; },
        function () { return {status: r.status, body: {error: {message: 'HTTP ' + r.status}}}; });
    });
  }

  function problem(answer) {
    if (!answer.trim()) return t('empty');
    var n = codePoints(answer);
    if (n > TAHQIQ.maxAnswer) return t('tooLong')(n, TAHQIQ.maxAnswer);
    return null;
  }

  function check() {
    var answer = $('answer').value;
    var question = $('question').value.trim();
    var p = problem(answer);
    if (p) {
      say('message', p);
      $('answer').focus();
      return;
    }
    run({answer: answer, question: question || undefined});
  }

  function run(request) {
    last = request;
    // settled: what a reader copies is what a fresh check finds nothing more to repair in
    var body = {answer: request.answer, question: request.question, lang: lang, settle: true};
    say('message', t('checking'), true);
    $('check').disabled = true;
    // /repair answers as /verify does, with the repaired answer and its edits besides: one request for both
    call('POST', '/repair', body).then(function (r) {
      if (r.status !== 200) throw new Refused(r.body);
      render(r.body);
      showRepair(r.body.repair);
      say('message', '');
    }).catch(failed('message')).then(function () { $('check').disabled = false; });
  }

  function Refused(body) { this.message = body && body.error ? body.error.message : String(body); }

  function failed(id) {
    return function (e) {
      say(id, (e instanceof Refused ? t('refused') : t('unreachable')) + e.message);
    };
  }

  /** The answer's text with its spans nested as the report nests them: offsets are code points into the answer. */
  function highlight(box, text, marks) {
    var cps = Array.from(text);
    var slice = function (a, b) { return cps.slice(a, b).join(''); };
    marks.sort(function (a, b) { return a.start - b.start || b.end - a.end; });
    var open = [];
    var cursor = 0;
    var parent = function () { return open.length ? open[open.length - 1].el : box; };
    var close = function () {
      var top = open.pop();
      top.el.append(slice(cursor, top.end));
      cursor = top.end;
    };
    marks.forEach(function (m) {
      while (open.length && open[open.length - 1].end <= m.start) close();
      var end = open.length ? Math.min(m.end, open[open.length - 1].end) : m.end;
      if (end <= m.start) return;
      parent().append(slice(cursor, m.start));
      cursor = m.start;
      var s = el('span', {
        'class': 'cite t-' + m.span.type + ' v-' + m.span.verdict, id: m.id, 'data-type': m.span.type,
        'data-verdict': m.span.verdict, 'data-card': 'card-' + m.id, tabindex: '0', title: tooltip(m.span)
      });
      parent().append(s);
      open.push({el: s, end: end});
    });
    while (open.length) close();
    box.append(slice(cursor, cps.length));
  }

  function verdict(span) { return w().verdict[span.type][span.verdict]; }

  function tooltip(span) {
    var e = span.evidence;
    var s = w().type[span.type] + ': ' + verdict(span);
    if (e.reference) s += ' (' + w().text.REFERENCE + ': \u2068' + e.reference + '\u2069)';
    s += '\n' + e.explanation;
    if (span.correction) {
      s += '\n' + w().text.CORRECTION + ': ' + (span.correction.no_source ? 'خطأ (' + w().text.NO_SOURCE + ')'
        : '\u2068' + span.correction.text + '\u2069');
    }
    return s;
  }

  function row(dl, label, value) {
    dl.append(el('dt', {}, [w().text[label]]), el('dd', {}, [value]));
  }

  function card(citation, span, id) {
    var e = span.evidence;
    var summary = el('summary', {}, [
      el('span', {'class': 'badge t-' + span.type}, [w().type[span.type]]), ' ',
      el('span', {'class': 'verdict v-' + span.verdict}, [verdict(span)]), ' ',
      e.reference ? el('span', {'class': 'source'}, [el('span', {'class': 'label'}, [w().text.REFERENCE + ':']), ' ',
        el('bdi', {'class': 'ref'}, [e.reference])]) : null, ' ',
      el('span', {'class': 'cid'}, [w().text.CITATION + ' ', el('bdi', {}, [String(citation.id)])])]);
    var dl = el('dl');
    row(dl, 'QUOTED', quote(span.text));
    row(dl, 'EXPLANATION', el('span', {'class': 'explanation'}, [e.explanation]));
    if (e.matched_text) row(dl, 'MATCHED', quote(e.matched_text));
    if (e.nearest_unrelated) {
      row(dl, 'NEAREST_UNRELATED', el('span', {}, [el('bdi', {'class': 'ref'}, [e.nearest_unrelated.reference]),
        el('br'), quote(e.nearest_unrelated.text, 'unrelated')]));
    }
    if (span.correction) {
      var k = span.correction;
      row(dl, 'CORRECTION', k.no_source
        ? el('span', {}, [el('strong', {'class': 'nosource'}, ['خطأ']), ' — ' + w().text.NO_SOURCE])
        : el('span', {}, [quote(k.text, 'fix'), k.reference ? ' ' : null, k.reference ? el('bdi', {'class': 'ref'}, [k.reference]) : null]));
    }
    var r = citation.relevance;
    if (r && span.verdict === 'correct' && (span.type === 'Ayah' || span.type === 'matn')) {
      row(dl, 'RELEVANCE', r.relevant == null ? w().text.NOT_JUDGED
        : el('span', {}, [el('strong', {'class': 'relevance r-' + (r.relevant ? 'yes' : 'no')},
            [w().text[r.relevant ? 'RELEVANT' : 'NOT_RELEVANT']]), ' (', el('bdi', {}, [r.probability.toFixed(2)]), ')']));
    }
    var tech = el('dl');
    row(tech, 'REASON', el('bdi', {'class': 'reason', dir: 'ltr'}, [e.reason]));
    row(tech, 'DETECTED', el('span', {}, [w().text.CONFIDENCE + ' ', el('bdi', {}, [span.detection.confidence.toFixed(2)])]));
    return el('li', {'class': 'card v-' + span.verdict, id: 'card-' + id}, [el('details', {}, [summary, dl,
      el('details', {'class': 'tech'}, [el('summary', {}, [w().text.TECHNICAL]), tech])])]);
  }

  function render(a) {
    var s = a.summary;
    // each number isolated, as in the report: a right-to-left line would otherwise move it beside the next label
    $('summary').textContent = '';
    [['CITATIONS', s.citations], ['SPANS', s.spans], ['INCORRECT', s.incorrect], ['UNVERIFIED', s.unverified],
      ['CORRECTED', s.corrected], ['NO_SOURCE', s.no_source]].forEach(function (p, i) {
      $('summary').append(i ? ' · ' : '', w().text[p[0]] + ': ', el('bdi', {}, [String(p[1])]));
    });
    var text = $('text');
    var cards = $('cards');
    text.textContent = '';
    cards.textContent = '';
    var marks = [];
    a.citations.forEach(function (c) {
      c.spans.forEach(function (span, i) {
        var id = 'c' + c.id + '-s' + i;
        marks.push({start: span.start, end: span.end, id: id, span: span});
        cards.append(card(c, span, id));
      });
    });
    highlight(text, last.answer, marks);
    if (!a.citations.length) cards.append(el('li', {'class': 'none'}, [t('noCitations')]));
    $('result').hidden = false;
  }

  /**
   * The repaired answer, its new text marked, and the list of its edits (old → new, and why). Edits are offsets into
   * the answer, in code points; the text between them is the answer's own.
   */
  function showRepair(rep) {
    var edits = (rep && rep.edits) || [];
    repairedText = rep ? rep.text : last.answer;
    var box = $('repaired');
    box.textContent = '';
    var cps = Array.from(last.answer);
    var at = 0;
    edits.slice().sort(function (a, b) { return a.start - b.start; }).forEach(function (e) {
      box.append(cps.slice(at, e.start).join(''));
      if (e['new']) box.append(el('ins', {'data-kind': e.kind}, [e['new']]));
      at = e.end;
    });
    box.append(cps.slice(at).join(''));
    if (box.textContent !== repairedText) box.textContent = repairedText; // never show other than what is copied
    $('repair-none').hidden = edits.length > 0;
    $('copied').textContent = '';
    var diff = $('diff');
    diff.textContent = '';
    edits.forEach(function (e) {
      diff.append(el('li', {'data-kind': e.kind, 'data-start': e.start, 'data-end': e.end}, [
        e.old ? el('del', {dir: 'rtl', lang: 'ar'}, [e.old]) : null, e.old && e['new'] ? ' ' + t('arrow') + ' ' : null,
        e['new'] ? el('ins', {dir: 'rtl', lang: 'ar'}, [e['new']]) : null,
        e.why ? el('span', {'class': 'why'}, [' — ', e.why]) : null]));
    });
    if (!edits.length) diff.append(el('li', {}, [t('noEdits')]));
    $('repair').hidden = false;
  }

  function copy() {
    if (repairedText == null) return;
    var done = function () { $('copied').textContent = t('copied'); };
    var fallback = function () {
      var area = el('textarea', {readonly: '', 'aria-hidden': 'true', style: 'position:fixed;opacity:0'});
      area.value = repairedText;
      document.body.append(area);
      area.select();
      var ok = false;
      try { ok = document.execCommand('copy'); } catch (e) { ok = false; }
      area.remove();
      $('copy').focus();
      if (ok) done(); else $('copied').textContent = t('copyFailed');
    };
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(repairedText).then(done, fallback);
    } else {
      fallback();
    }
  }

  function lookup() {
    var q = $('query').value.trim();
    if (!q) { say('lookup-message', t('emptyQuery')); $('query').focus(); return; }
    var n = codePoints(q);
    if (n > TAHQIQ.maxQuery) { say('lookup-message', t('queryTooLong')(n, TAHQIQ.maxQuery)); return; }
    say('lookup-message', t('searching'), true);
    $('hits').textContent = '';
    call('GET', '/lookup?q=' + encodeURIComponent(q) + '&k=5').then(function (r) {
      if (r.status === 404) { say('lookup-message', t('noHits') + ' ' + r.body.error.message); return; }
      if (r.status !== 200) throw new Refused(r.body);
      say('lookup-message', r.body.hits.length ? '' : t('noHits'));
      r.body.hits.forEach(function (h) { $('hits').append(hit(h)); });
    }).catch(failed('lookup-message'));
  }

  /** A text with the words the lookup found to differ ({in, start, end} code points) highlighted. */
  function marked(text, differs, where) {
    var box = el('bdi', {'class': 'quote', dir: 'rtl', lang: 'ar'});
    var cps = Array.from(text);
    var at = 0;
    (differs || []).filter(function (d) { return !where || d.in === where; })
      .sort(function (a, b) { return a.start - b.start; }).forEach(function (d) {
        if (d.start < at) return;
        box.append(cps.slice(at, d.start).join(''), el('mark', {'class': 'differs'}, [cps.slice(d.start, d.end).join('')]));
        at = d.end;
      });
    box.append(cps.slice(at).join(''));
    return box;
  }

  function hit(h) {
    var head = el('strong', {}, [el('bdi', {'class': 'ref'}, [h.kind === 'quran' ? h.surah_name + ' ' + h.reference
      : h.collection + ' ' + h.number])]);
    var body = [head];
    if (h.similarity != null) body.push(' ', el('bdi', {}, ['(' + h.similarity + ')']));
    if (h.kind === 'quran') {
      h.verses.forEach(function (v) {
        body.push(el('span', {'class': 'verse'}, [marked(v.text, v.differs), ' ', el('bdi', {}, ['(' + v.ayah + ')'])]));
      });
    } else {
      body.push(el('span', {'class': 'matn'}, [marked(h.matn, h.differs, 'matn')]));
    }
    return el('li', {'class': 'hit', 'data-reference': h.reference}, body);
  }

  $('check-form').addEventListener('submit', function (e) { e.preventDefault(); check(); });
  $('answer').addEventListener('keydown', function (e) {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) { e.preventDefault(); check(); }
  });
  $('answer').addEventListener('input', count);
  $('lookup-form').addEventListener('submit', function (e) { e.preventDefault(); lookup(); });
  $('copy').addEventListener('click', copy);
  $('lang').addEventListener('click', function () {
    lang = lang === 'ar' ? 'en' : 'ar';
    relabel();
    // the explanations come from the service in the chosen language: the answer shown is checked again
    if (last && !$('result').hidden) run(last);
  });
  // A span opens its card: a click, or Enter on the focused span (as in the report).
  document.addEventListener('click', function (e) {
    var s = e.target.closest('.cite[data-card]');
    if (!s) return;
    var c = $(s.dataset.card);
    if (!c) return;
    document.querySelectorAll('.cite.active').forEach(function (x) { x.classList.remove('active'); });
    s.classList.add('active');
    c.querySelector('details').open = true;
    c.scrollIntoView({block: 'nearest'});
  });
  document.addEventListener('keydown', function (e) {
    if (e.key === 'Enter' && e.target.matches('.cite[data-card]')) e.target.click();
  });
  relabel();
}());
