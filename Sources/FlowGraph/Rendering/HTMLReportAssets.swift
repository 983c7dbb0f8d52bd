/// The HTML report's inline style sheet and script (no framework, nothing fetched).
enum HTMLReportAssets {
  static let css = """
    *{box-sizing:border-box}body{margin:0;font:14px -apple-system,BlinkMacSystemFont,"Segoe UI",Helvetica,Arial,sans-serif;color:#24292f;height:100vh;display:flex;flex-direction:column}
    header{display:flex;gap:8px;align-items:center;padding:8px 12px;border-bottom:1px solid #d0d7de;background:#f6f8fa;flex-wrap:wrap}
    h1{font-size:16px;margin:0 12px 0 0}input,select,button{font:inherit;padding:3px 6px}#search{width:16em}
    main{flex:1;display:flex;min-height:0}#viewport{flex:1;overflow:hidden;cursor:grab;position:relative;background:#fff}
    #viewport.dragging{cursor:grabbing}#stage,#overview-stage{transform-origin:0 0;position:absolute;left:0;top:0}[hidden]{display:none!important}
    aside{width:340px;border-left:1px solid #d0d7de;overflow:auto;padding:8px 12px;background:#fff}
    aside h2{font-size:15px;margin:8px 0;word-break:break-all}aside h3{font-size:13px;margin:12px 0 4px;color:#57606a}
    aside ul{list-style:none;padding:0;margin:0}aside li{margin:2px 0}aside li button{all:unset;cursor:pointer;color:#0969da}
    aside li button:hover{text-decoration:underline}dl{display:grid;grid-template-columns:auto 1fr;gap:2px 8px;margin:0}dt{color:#57606a}dd{margin:0;word-break:break-all}
    .loc{color:#57606a;font-family:ui-monospace,Menlo,monospace;font-size:12px}.added{color:#1a7f37}.removed{color:#cf222e}.changed{color:#9a6700}
    .finding-error{color:#cf222e}.finding-warning{color:#9a6700}
    .suggestion{color:#57606a;font-size:90%;margin-top:2px}
    g.node{cursor:pointer}g.node.match polygon,g.node.match path,g.node.match ellipse{stroke:#bf3989;stroke-width:3px}
    g.node.selected polygon,g.node.selected path,g.node.selected ellipse{stroke:#0969da;stroke-width:4px}
    g.node.has-findings polygon,g.node.has-findings path{stroke:#cf222e;stroke-width:2.5px}
    .dim{opacity:.25}.filtered{opacity:.1}#hint{color:#57606a;font-size:12px}
    """

  static let script = #"""
    (function () {
      "use strict";
      var data = JSON.parse(document.getElementById("flowviz-data").textContent);
      var byNode = new Map(), elements = new Map(), clusters = new Map();
      data.nodes.forEach(function (n) { byNode.set(n.node, n); });
      var svg = document.querySelector("#stage svg");
      function el(tag, text, cls) { var e = document.createElement(tag); if (text !== undefined) e.textContent = text; if (cls) e.className = cls; return e; }
      function titleOf(g) { var t = g.querySelector("title"); return t ? t.textContent : ""; }
      if (svg) {
        svg.querySelectorAll("g.node").forEach(function (g) {
          var key = titleOf(g);
          if (!byNode.has(key)) return;
          elements.set(key, g);
          // Nodes with lint findings get a red outline; the findings are listed in the side panel.
          if (byNode.get(key).findings.length) g.classList.add("has-findings");
          g.setAttribute("data-id", byNode.get(key).id);
          g.addEventListener("click", function (event) { if (!moved) select(key); event.stopPropagation(); });
          // Keyboard users reach screens with Tab and open them with Enter or Space.
          g.setAttribute("tabindex", "0");
          g.setAttribute("role", "button");
          g.setAttribute("aria-label", byNode.get(key).name);
          g.addEventListener("keydown", function (event) {
            if (event.key === "Enter" || event.key === " ") { event.preventDefault(); select(key); }
          });
        });
        svg.querySelectorAll("g.cluster").forEach(function (g) { clusters.set(titleOf(g), g); });
      }

      // Pan and zoom: a CSS transform on the stage; a drag of more than 3 pixels is a pan, not a click.
      var viewport = document.getElementById("viewport"), fullStage = document.getElementById("stage");
      var overviewStage = document.getElementById("overview-stage"), overviewSVG = overviewStage.querySelector("svg");
      var stage = fullStage;
      var view = { x: 0, y: 0, k: 1 }, drag = null, moved = false;
      function apply() { stage.style.transform = "translate(" + view.x + "px," + view.y + "px) scale(" + view.k + ")"; }
      function zoom(factor, cx, cy) {
        var k = Math.min(8, Math.max(0.05, view.k * factor));
        view.x = cx - (cx - view.x) * (k / view.k); view.y = cy - (cy - view.y) * (k / view.k); view.k = k; apply();
      }
      function fit() {
        var shown = stage.querySelector("svg");
        if (!shown) return;
        var w = shown.getBoundingClientRect().width / view.k, h = shown.getBoundingClientRect().height / view.k;
        var k = Math.min(viewport.clientWidth / w, viewport.clientHeight / h, 1.5) * 0.95;
        view = { k: k, x: (viewport.clientWidth - w * k) / 2, y: (viewport.clientHeight - h * k) / 2 }; apply();
      }
      viewport.addEventListener("wheel", function (e) {
        e.preventDefault(); var r = viewport.getBoundingClientRect();
        zoom(e.deltaY < 0 ? 1.15 : 1 / 1.15, e.clientX - r.left, e.clientY - r.top);
      }, { passive: false });
      viewport.addEventListener("mousedown", function (e) { drag = { x: e.clientX, y: e.clientY, vx: view.x, vy: view.y }; moved = false; });
      window.addEventListener("mousemove", function (e) {
        if (!drag) return;
        var dx = e.clientX - drag.x, dy = e.clientY - drag.y;
        if (Math.abs(dx) + Math.abs(dy) > 3) { moved = true; viewport.classList.add("dragging"); }
        if (moved) { view.x = drag.vx + dx; view.y = drag.vy + dy; apply(); }
      });
      window.addEventListener("mouseup", function () { drag = null; viewport.classList.remove("dragging"); setTimeout(function () { moved = false; }, 0); });
      function centre(f) { return function () { zoom(f, viewport.clientWidth / 2, viewport.clientHeight / 2); }; }
      document.getElementById("zoom-in").addEventListener("click", centre(1.25));
      document.getElementById("zoom-out").addEventListener("click", centre(0.8));
      document.getElementById("zoom-fit").addEventListener("click", fit);

      // Zoom so that an element (a node, a coordinator's box) fills most of the window, at most `limit` times.
      function zoomTo(element, limit) {
        var vr = viewport.getBoundingClientRect(), r = element.getBoundingClientRect();
        if (!r.width || !r.height) return;
        var x = (r.left - vr.left - view.x) / view.k, y = (r.top - vr.top - view.y) / view.k, w = r.width / view.k, h = r.height / view.k;
        var k = Math.min(viewport.clientWidth / w, viewport.clientHeight / h, limit / 0.9) * 0.9;
        view = { k: k, x: viewport.clientWidth / 2 - (x + w / 2) * k, y: viewport.clientHeight / 2 - (y + h / 2) * k }; apply();
      }

      // Two views: every screen, or the app map (one node per coordinator) when the graph has one.
      var showOverview = document.getElementById("show-overview"), showAll = document.getElementById("show-all");
      function show(overview) {
        var toOverview = !!(overview && overviewSVG);
        fullStage.hidden = toOverview; overviewStage.hidden = !toOverview;
        stage = toOverview ? overviewStage : fullStage;
        showOverview.hidden = !overviewSVG || toOverview; showAll.hidden = !toOverview;
        document.getElementById("hint").textContent = toOverview
          ? "The app map: one box per coordinator. Click one to open its screens; All screens shows everything."
          : "Click a screen to see its edges, findings and source locations. Drag to pan, scroll to zoom." + (overviewSVG ? " Escape: the app map." : "");
        fit();
      }
      function openCoordinator(info) {
        show(false);
        var box = clusters.get(info.cluster);
        if (box) zoomTo(box, 1.5);
      }
      showOverview.addEventListener("click", function () { show(true); });
      showAll.addEventListener("click", function () { show(false); });
      window.addEventListener("keydown", function (e) {
        if (e.key === "Escape" && overviewSVG && overviewStage.hidden && document.activeElement !== document.getElementById("search")) show(true);
      });
      if (overviewSVG) {
        var byOverviewNode = new Map();
        data.coordinators.forEach(function (c) { byOverviewNode.set(c.overviewNode, c); });
        overviewSVG.querySelectorAll("g.node").forEach(function (g) {
          var info = byOverviewNode.get(titleOf(g));
          if (!info) return;
          g.setAttribute("data-id", info.id); g.setAttribute("tabindex", "0"); g.setAttribute("role", "button");
          g.setAttribute("aria-label", "open " + info.name);
          g.addEventListener("click", function (event) { if (!moved) openCoordinator(info); event.stopPropagation(); });
          g.addEventListener("keydown", function (event) {
            if (event.key === "Enter" || event.key === " ") { event.preventDefault(); openCoordinator(info); }
          });
        });
      }
      // A search result or a selection from the list: the full graph, zoomed to the node.
      function reveal(key) {
        select(key);
        if (!elements.has(key)) return;
        if (fullStage.hidden) show(false);
        zoomTo(elements.get(key), 1.5);
      }

      // Side panel: every user-written value goes in through textContent.
      function edgeItem(e, outgoing) {
        var li = el("li", undefined, e.mark || "");
        var other = outgoing ? e.toNode : e.fromNode, label = outgoing ? e.toName : e.fromName;
        var text = e.kind + (e.withNavigation ? " +nav" : "") + (outgoing ? " → " : " ← ");
        li.appendChild(document.createTextNode(text));
        if (other && byNode.has(other)) {
          var b = el("button", label); b.type = "button"; b.addEventListener("click", function () { select(other); }); li.appendChild(b);
        } else { li.appendChild(document.createTextNode(label)); }
        if (e.mark) li.appendChild(document.createTextNode(" (" + e.mark + ")"));
        if (e.location) { li.appendChild(document.createTextNode(" ")); li.appendChild(el("span", e.location, "loc")); }
        return li;
      }
      function fill(list, items, make, empty) {
        list.replaceChildren();
        if (!items.length) list.appendChild(el("li", empty, "loc"));
        items.forEach(function (item) { list.appendChild(make(item)); });
      }
      function select(key) {
        var n = byNode.get(key); if (!n) return;
        elements.forEach(function (g) { g.classList.remove("selected"); });
        if (elements.has(key)) elements.get(key).classList.add("selected");
        document.getElementById("details").hidden = false;
        document.getElementById("hint").hidden = true;
        document.getElementById("panel-title").textContent = n.name;
        var facts = document.getElementById("panel-facts"); facts.replaceChildren();
        [["id", n.id], [n.type === "screen" ? "coordinator" : "type", n.type === "screen" ? n.coordinatorName : "coordinator"],
         ["views", n.views.join(", ")], ["declared at", n.location || ""], ["change", n.mark || ""]].forEach(function (f) {
          if (!f[1]) return; facts.appendChild(el("dt", f[0])); facts.appendChild(el("dd", f[1], f[0] === "change" ? f[1] : ""));
        });
        fill(document.getElementById("outgoing"), n.outgoing, function (e) { return edgeItem(e, true); }, "none");
        fill(document.getElementById("incoming"), n.incoming, function (e) { return edgeItem(e, false); }, "none");
        fill(document.getElementById("back"), n.back, function (t) { return el("li", t); }, "none");
        fill(document.getElementById("findings"), n.findings, function (f) {
          var li = el("li", f.severity + " [" + f.rule + "] " + f.message, "finding-" + f.severity);
          if (f.location) { li.appendChild(document.createTextNode(" ")); li.appendChild(el("span", f.location.file + ":" + f.location.line + ":" + f.location.column, "loc")); }
          if (f.suggestion) { li.appendChild(el("div", f.suggestion, "suggestion")); }
          return li;
        }, "none");
      }

      // Search: matches a node's name, id or view type names, case-insensitive; the
      // result list selects on click.
      function matches(n, q) {
        return [n.name, n.id].concat(n.views).some(function (t) { return t.toLowerCase().indexOf(q) >= 0; });
      }
      var search = document.getElementById("search"), results = document.getElementById("results"), count = document.getElementById("search-count");
      search.addEventListener("input", function () {
        var q = search.value.trim().toLowerCase(), hits = [];
        byNode.forEach(function (n, key) {
          var g = elements.get(key), hit = q !== "" && matches(n, q);
          if (hit) hits.push(n);
          if (g) { g.classList.toggle("match", hit); g.classList.toggle("dim", q !== "" && !hit); }
        });
        results.replaceChildren();
        hits.sort(function (a, b) { return a.id < b.id ? -1 : a.id > b.id ? 1 : 0; });
        hits.forEach(function (n) {
          var li = el("li"), b = el("button", n.name); b.type = "button";
          b.addEventListener("click", function () { reveal(n.node); }); li.appendChild(b);
          if (n.views.length && n.views[0] !== n.name) { li.appendChild(document.createTextNode(" ")); li.appendChild(el("span", n.views.join(", "))); }
          li.appendChild(document.createTextNode(" ")); li.appendChild(el("span", n.coordinatorName, "loc")); results.appendChild(li);
        });
        count.textContent = q === "" ? "" : hits.length + (hits.length === 1 ? " match" : " matches");
      });

      search.addEventListener("keydown", function (e) {
        if (e.key === "Enter") { var first = results.querySelector("button"); if (first) first.click(); }
      });

      // Coordinator filter: other coordinators' screens and boxes fade.
      var filter = document.getElementById("coordinator");
      data.coordinators.forEach(function (c) { var o = el("option", c.name + " (" + c.id + ")"); o.value = c.id; filter.appendChild(o); });
      filter.addEventListener("change", function () {
        var c = filter.value;
        byNode.forEach(function (n, key) { var g = elements.get(key); if (g) g.classList.toggle("filtered", c !== "" && n.coordinator !== c); });
        data.coordinators.forEach(function (info) { var g = clusters.get(info.cluster); if (g) g.classList.toggle("filtered", c !== "" && info.id !== c); });
      });

      if (data.changes.length) {
        document.getElementById("changes").hidden = false;
        fill(document.getElementById("change-list"), data.changes, function (c) {
          var li = el("li");
          if (c.node && byNode.has(c.node)) {
            var b = el("button", c.text); b.type = "button"; b.addEventListener("click", function () { select(c.node); }); li.appendChild(b);
          } else { li.textContent = c.text; }
          return li;
        }, "");
      }
      // Open on the app map when the whole graph, fit to the window, would draw its 11 pt labels below about 9 px.
      var natural = svg ? svg.getBoundingClientRect() : null;
      var fitScale = natural && natural.width && natural.height
        ? Math.min(viewport.clientWidth / natural.width, viewport.clientHeight / natural.height, 1.5) * 0.95 : 1;
      show(overviewSVG && fitScale < 0.6);
      // No map to open on (one coordinator): start at a readable scale on the drawing's top left rather than fit.
      if (!overviewSVG && fitScale < 0.6) { view = { k: 0.65, x: 12, y: 12 }; apply(); }
    })();
    """#
}
