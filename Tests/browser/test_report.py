#!/usr/bin/env python3
"""Browser test of flowviz's interactive HTML report, in headless Chromium driven by Selenium.

Renders a report with the flowviz binary, opens it from a file:// URL and checks what a user would see:
the SVG is there, nothing is fetched from anywhere, search marks and lists matching screens, clicking a
screen fills the side panel with its edges and source location, the coordinator filter fades the other
coordinators, and a screen named `<img src=x onerror=alert(1)>` is shown as text and runs nothing.

Usage: python3 Tests/browser/test_report.py [--flowviz PATH] [--require]
Exit codes: 0 passed (or skipped without --require), 1 failed, 2 skipped because Chromium/Selenium is missing
and --require was given.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EVIL = "<img src=x onerror=alert(1)>"
FLOWVIZ = os.path.join(ROOT, ".build", "debug", "flowviz")


def missing_dependencies():
    """What is missing to run the browser test, or None."""
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "the Python package selenium is not installed (pip install selenium)"
    chromium = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    if not chromium:
        return "Chromium is not installed (apt-get install -y chromium chromium-driver)"
    if not shutil.which("chromedriver"):
        return "chromedriver is not installed (apt-get install -y chromium-driver)"
    return None


def evil_graph():
    """A graph JSON with a screen whose name is HTML, joined to the sample app by an edge."""
    def screen(coordinator, name):
        return {"id": coordinator + "." + name, "coordinator": coordinator, "name": name, "views": [], "bringsNavigation": False}
    return {
        "format": "flowviz-graph", "version": 1,
        "coordinators": [{"id": "Evil", "name": "EvilCoordinator", "library": "definition", "kind": "navigation",
                          "roots": ["Evil.start"], "navigation": "yes", "platforms": []}],
        "screens": [screen("Evil", "start"), screen("Evil", EVIL)],
        "edges": [{"from": "Evil.start", "to": "Evil." + EVIL, "kind": "push", "withNavigation": False, "staged": False,
                   "provenance": "definition", "certainty": "certain", "platforms": [],
                   "location": {"file": "evil.json", "line": 7, "column": 3}}],
        "backActions": [], "unresolved": [], "entryPoints": [],
    }


def lint_graph():
    """A sheet without navigation pushing a screen whose name is HTML: a push-without-navigation finding naming it."""
    def screen(name):
        return {"id": "Notes." + name, "coordinator": "Notes", "name": name, "views": [], "bringsNavigation": False}
    def edge(to, kind, line):
        return {"from": "Notes." + ("list" if kind == "sheet" else "compose"), "to": "Notes." + to, "kind": kind,
                "withNavigation": False, "staged": False, "provenance": "definition", "certainty": "certain",
                "platforms": [], "location": {"file": "notes.json", "line": line, "column": 3}}
    return {
        "format": "flowviz-graph", "version": 1,
        "coordinators": [{"id": "Notes", "name": "NotesCoordinator", "library": "definition", "kind": "navigation",
                          "roots": ["Notes.list"], "navigation": "yes", "platforms": []}],
        "screens": [screen("list"), screen("compose"), screen(EVIL)],
        "edges": [edge("compose", "sheet", 5), edge(EVIL, "push", 6)],
        "backActions": [], "unresolved": [], "entryPoints": [],
    }


def large_graph(coordinators=14, screens=9):
    """A generated app: a tab coordinator with `coordinators` children of `screens` screens each, pushes in a
    chain and a sheet from every coordinator's root into the next coordinator."""
    def screen(c, name, views):
        return {"id": c + "." + name, "coordinator": c, "name": name, "views": views, "bringsNavigation": False}
    def edge(a, b, kind):
        return {"from": a, "to": b, "kind": kind, "withNavigation": False, "staged": False, "provenance": "definition",
                "certainty": "certain", "platforms": []}
    names = ["Feature%d" % i for i in range(coordinators)]
    cs = [{"id": "Tabs", "name": "TabsCoordinator", "library": "definition", "kind": "tab", "roots": ["Tabs.tabs"],
           "navigation": "no", "platforms": []}]
    ss = [screen("Tabs", "tabs", ["TabsView"])]
    es = []
    for i, c in enumerate(names):
        cs.append({"id": c, "name": c + "Coordinator", "library": "definition", "kind": "navigation",
                   "roots": [c + ".start"], "navigation": "yes", "platforms": []})
        steps = ["start"] + ["step%d" % j for j in range(1, screens)]
        for j, step in enumerate(steps):
            ss.append(screen(c, step, ["%sStep%dView" % (c, j)]))
            if j:
                es.append(edge(c + "." + steps[j - 1], c + "." + step, "push"))
        es.append(edge("Tabs.tabs", c, "tab"))
        es.append(edge(c + ".start", names[(i + 1) % len(names)] + ".step1", "sheet"))
    return {"format": "flowviz-graph", "version": 1, "coordinators": cs, "screens": ss, "edges": es,
            "backActions": [], "unresolved": [], "entryPoints": []}


LABEL_HEIGHTS = """
var stage = document.getElementById('overview-stage').hidden ? 'stage' : 'overview-stage';
var vr = document.getElementById('viewport').getBoundingClientRect();
var hs = Array.from(document.querySelectorAll('#' + stage + ' svg g.node text')).map(function (t) {
  var r = t.getBoundingClientRect();
  return r.bottom > vr.top && r.top < vr.bottom && r.right > vr.left && r.left < vr.right ? r.height : null;
}).filter(function (h) { return h !== null; }).sort(function (a, b) { return a - b; });
return [stage, hs.length ? hs[Math.floor(hs.length / 2)] : 0, hs.length];
"""


class ReportTest(unittest.TestCase):
    driver = None
    directory = None

    @classmethod
    def setUpClass(cls):
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
        cls.directory = tempfile.mkdtemp(prefix="flowviz-browser-")
        evil = os.path.join(cls.directory, "evil.json")
        with open(evil, "w", encoding="utf-8") as f:
            json.dump(evil_graph(), f)
        cls.report = os.path.join(cls.directory, "report.html")
        subprocess.run([FLOWVIZ, "render", os.path.join(ROOT, "Samples", "Definitions"), evil, "-o", cls.report],
                       check=True, cwd=ROOT)
        cls.diff_report = os.path.join(cls.directory, "diff.html")
        subprocess.run([FLOWVIZ, "diff", "--base", os.path.join(ROOT, "Samples", "Definitions"),
                        "--head", os.path.join(ROOT, "Samples", "Definitions"), "--head", evil, "-o", cls.diff_report],
                       check=True, cwd=ROOT)
        notes = os.path.join(cls.directory, "notes.json")
        with open(notes, "w", encoding="utf-8") as f:
            json.dump(lint_graph(), f)
        cls.lint_report = os.path.join(cls.directory, "lint.html")
        subprocess.run([FLOWVIZ, "render", notes, "-o", cls.lint_report], check=True, cwd=cls.directory)
        options = webdriver.ChromeOptions()
        for arg in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", "--window-size=1600,1000"]:
            options.add_argument(arg)
        chromium = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
        options.binary_location = chromium
        large = os.path.join(cls.directory, "large.json")
        with open(large, "w", encoding="utf-8") as f:
            json.dump(large_graph(), f)
        cls.large_report = os.path.join(cls.directory, "large.html")
        subprocess.run([FLOWVIZ, "render", large, "-o", cls.large_report], check=True, cwd=ROOT)
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        cls.driver = webdriver.Chrome(service=Service(shutil.which("chromedriver")), options=options)
        cls.driver.get("file://" + cls.report)

    @classmethod
    def tearDownClass(cls):
        if cls.driver:
            cls.driver.quit()
        if cls.directory:
            shutil.rmtree(cls.directory, ignore_errors=True)

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def node(self, screen_id):
        from selenium.webdriver.common.by import By
        for g in self.driver.find_elements(By.CSS_SELECTOR, "g.node"):
            if g.get_attribute("data-id") == screen_id:
                return g
        self.fail("no node for screen " + screen_id)

    def click(self, element):
        # SVG groups have no box of their own for WebDriver's click: click the shape at its centre.
        from selenium.webdriver.common.action_chains import ActionChains
        from selenium.webdriver.common.by import By
        shape = element.find_element(By.CSS_SELECTOR, "polygon, path, ellipse")
        ActionChains(self.driver).move_to_element(shape).click().perform()

    def all_screens(self):
        """Leaves the app map the report may open on, for the tests about screens."""
        self.js("var b=document.getElementById('show-all'); if (!b.hidden) b.click();")

    def setUp(self):
        self.js("var s=document.getElementById('search'); s.value=''; s.dispatchEvent(new Event('input'));"
                "var f=document.getElementById('coordinator'); f.value=''; f.dispatchEvent(new Event('change'));")
        self.all_screens()

    def centre_offset(self, element):
        """How far an element's centre is from the viewport's, in pixels, and its height."""
        return self.js("var r = arguments[0].getBoundingClientRect(), v = document.getElementById('viewport').getBoundingClientRect();"
                       "return [Math.abs((r.left + r.right - v.left - v.right) / 2), Math.abs((r.top + r.bottom - v.top - v.bottom) / 2), r.height];",
                       element)

    def test_a_large_app_opens_legible_on_its_map_and_opens_a_coordinator(self):
        from selenium.webdriver.common.by import By
        try:
            self.driver.get("file://" + self.large_report)
            stage, median, count = self.js(LABEL_HEIGHTS)
            self.assertEqual(stage, "overview-stage", "the whole graph would be too small to read: the map first")
            self.assertGreater(count, 10)
            self.assertGreaterEqual(median, 9, "median label height in pixels in the initial view")
            node = [g for g in self.driver.find_elements(By.CSS_SELECTOR, "#overview-stage g.node")
                    if g.get_attribute("data-id") == "Feature3"][0]
            self.click(node)
            self.assertFalse(self.js("return document.getElementById('stage').hidden"))
            box = [g for g in self.driver.find_elements(By.CSS_SELECTOR, "#stage g.cluster")
                   if "Feature3Coordinator" in g.text][0]
            dx, dy, _ = self.centre_offset(box)
            self.assertLess(max(dx, dy), 40, "the coordinator's box is centred")
            self.assertGreaterEqual(self.js(LABEL_HEIGHTS)[1], 9, "and readable")
            self.driver.find_element(By.ID, "show-overview").click()
            self.assertFalse(self.js("return document.getElementById('overview-stage').hidden"), "back to the map")
            # Search by a view type name: the full graph, zoomed to the screen.
            box = self.driver.find_element(By.ID, "search")
            box.send_keys("Feature11Step7View\n")
            self.assertEqual(self.driver.find_element(By.ID, "panel-title").text, "step7")
            dx, dy, height = self.centre_offset(self.node("Feature11.step7"))
            self.assertLess(max(dx, dy), 20, "search pans to the match")
            self.assertGreaterEqual(height, 20, "and zooms so that it reads")
            errors = [e for e in self.driver.get_log("browser") if e.get("level") == "SEVERE"]
            self.assertEqual(errors, [], "no console errors")
        finally:
            self.driver.get("file://" + self.report)

    def test_self_contained_and_drawn(self):
        self.assertEqual(self.js("return performance.getEntriesByType('resource').length"), 0)
        with open(self.report, encoding="utf-8") as f:
            html = f.read()
        for needle in ["http://", "https://", "<link", "src=\"", "@import"]:
            outside_svg = html.replace('xmlns="http://www.w3.org/2000/svg"', "").replace(
                'xmlns:xlink="http://www.w3.org/1999/xlink"', "")
            self.assertNotIn(needle, outside_svg, "the report refers to something outside itself: " + needle)
        self.assertGreater(self.js("return document.querySelectorAll('#stage svg g.node').length"), 20)

    def test_search_marks_and_lists_matches(self):
        from selenium.webdriver.common.by import By
        box = self.driver.find_element(By.ID, "search")
        box.send_keys("cart")
        self.assertEqual(self.driver.find_element(By.ID, "search-count").text, "1 match")
        self.assertIn("match", self.node("Catalog.cart").get_attribute("class"))
        self.assertIn("dim", self.node("Catalog.home").get_attribute("class"))
        results = self.driver.find_elements(By.CSS_SELECTOR, "#results button")
        self.assertEqual([r.text for r in results], ["cart"])
        results[0].click()
        self.assertEqual(self.driver.find_element(By.ID, "panel-title").text, "cart")
        # Enter selects the first result.
        box.clear()
        box.send_keys("orderdet\n")
        self.assertEqual(self.driver.find_element(By.ID, "panel-title").text, "orderDetail")

    def test_clicking_a_screen_shows_its_edges_and_location(self):
        from selenium.webdriver.common.by import By
        self.click(self.node("Catalog.product"))
        self.assertEqual(self.driver.find_element(By.ID, "panel-title").text, "product")
        outgoing = self.driver.find_element(By.ID, "outgoing").text
        self.assertIn("sheet +nav → cart", outgoing)
        self.assertIn("cover → GalleryViewer", outgoing)
        self.assertIn("ShopApp.flow.yml:", outgoing)
        incoming = self.driver.find_element(By.ID, "incoming").text
        self.assertIn("push ← category", incoming)
        self.assertIn("push ← search", incoming)
        self.assertIn("ShopApp.flow.yml:", self.driver.find_element(By.ID, "panel-facts").text)
        self.assertIn("pop at ", self.driver.find_element(By.ID, "back").text)
        self.assertIn("selected", self.node("Catalog.product").get_attribute("class"))
        # Following an edge in the panel selects the other screen.
        self.driver.find_element(By.XPATH, "//ul[@id='outgoing']//button[text()='cart']").click()
        self.assertEqual(self.driver.find_element(By.ID, "panel-title").text, "cart")

    def test_keyboard_opens_a_screen(self):
        from selenium.webdriver.common.by import By
        from selenium.webdriver.common.keys import Keys
        node = self.node("Orders.tracking")
        self.js("arguments[0].focus()", node)
        node.send_keys(Keys.ENTER)
        self.assertEqual(self.driver.find_element(By.ID, "panel-title").text, "tracking")

    def test_coordinator_filter_fades_other_coordinators(self):
        from selenium.webdriver.support.ui import Select
        from selenium.webdriver.common.by import By
        Select(self.driver.find_element(By.ID, "coordinator")).select_by_value("Orders")
        self.assertNotIn("filtered", self.node("Orders.orderList").get_attribute("class"))
        self.assertIn("filtered", self.node("Catalog.home").get_attribute("class"))

    def test_diff_report_lists_changes_as_text_and_marks_nodes(self):
        from selenium.webdriver.common.by import By
        try:
            self.driver.get("file://" + self.diff_report)
            self.all_screens()
            changes = [li.text for li in self.driver.find_elements(By.CSS_SELECTOR, "#change-list li")]
            self.assertIn("+ coordinator Evil", changes)
            self.assertIn("+ screen Evil." + EVIL, changes)
            self.assertIn("diff-added", self.node("Evil.start").get_attribute("class"))
            self.assertNotIn("diff-", self.node("Catalog.home").get_attribute("class"))
            self.driver.find_element(By.XPATH, "//ul[@id='change-list']//button[text()='+ screen Evil." + EVIL + "']").click()
            self.assertEqual(self.driver.find_element(By.ID, "panel-title").text, EVIL)
            self.assertIn("added", self.driver.find_element(By.ID, "panel-facts").text)
            self.assertEqual(self.js("return document.getElementsByTagName('img').length"), 0)
        finally:
            self.driver.get("file://" + self.report)

    def test_side_panel_lists_lint_findings_as_text(self):
        from selenium.common.exceptions import NoAlertPresentException
        from selenium.webdriver.common.by import By
        try:
            self.driver.get("file://" + self.lint_report)
            self.all_screens()
            self.click(self.node("Notes.list"))
            self.assertEqual(self.driver.find_element(By.ID, "findings").text, "none")
            self.click(self.node("Notes." + EVIL))
            findings = self.driver.find_element(By.ID, "findings").text
            self.assertIn("error [push-without-navigation]", findings)
            self.assertIn("'Notes." + EVIL + "'", findings, "the finding names the screen as text")
            self.assertIn("notes.json:6:3", findings)
            self.assertEqual(len(self.driver.find_elements(By.CSS_SELECTOR, "#findings .suggestion")), 1)
            self.assertEqual(self.js("return document.getElementsByTagName('img').length"), 0)
            with self.assertRaises(NoAlertPresentException):
                self.driver.switch_to.alert.text
        finally:
            self.driver.get("file://" + self.report)

    def test_zoom_buttons_and_drag_pan(self):
        from selenium.webdriver.common.action_chains import ActionChains
        from selenium.webdriver.common.by import By
        def view():
            return self.js("var m = new DOMMatrix(getComputedStyle(document.getElementById('stage')).transform);"
                           "return [m.a, m.e, m.f];")
        scale, _, _ = view()
        self.driver.find_element(By.ID, "zoom-in").click()
        self.assertAlmostEqual(view()[0], scale * 1.25, places=3)
        self.driver.find_element(By.ID, "zoom-out").click()
        self.assertAlmostEqual(view()[0], scale, places=3)
        _, x, y = view()
        viewport = self.driver.find_element(By.ID, "viewport")
        ActionChains(self.driver).move_to_element_with_offset(viewport, 5, 5).click_and_hold().move_by_offset(60, 40) \
            .release().perform()
        _, x2, y2 = view()
        self.assertAlmostEqual(x2 - x, 60, delta=2)
        self.assertAlmostEqual(y2 - y, 40, delta=2)

    def test_html_in_a_screen_name_is_text_and_runs_nothing(self):
        from selenium.common.exceptions import NoAlertPresentException
        from selenium.webdriver.common.by import By
        with self.assertRaises(NoAlertPresentException):
            self.driver.switch_to.alert.text
        self.assertEqual(self.js("return document.getElementsByTagName('img').length"), 0)
        # The SVG label shows the name as text.
        labels = self.js("return Array.from(document.querySelectorAll('#stage svg text')).map(t => t.textContent)")
        self.assertIn(EVIL, labels)
        # Search lists it as text; clicking shows it as text in the panel.
        self.driver.find_element(By.ID, "search").send_keys("onerror")
        results = self.driver.find_elements(By.CSS_SELECTOR, "#results button")
        self.assertEqual([r.text for r in results], [EVIL])
        self.click(self.node("Evil." + EVIL))
        self.assertEqual(self.driver.find_element(By.ID, "panel-title").text, EVIL)
        self.assertIn("push ← start", self.driver.find_element(By.ID, "incoming").text)
        self.assertEqual(self.js("return document.getElementsByTagName('img').length"), 0)
        with self.assertRaises(NoAlertPresentException):
            self.driver.switch_to.alert.text


def main():
    global FLOWVIZ
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--flowviz", default=FLOWVIZ, help="the flowviz binary (default: .build/debug/flowviz)")
    parser.add_argument("--require", action="store_true", help="fail (exit 2) instead of skipping when Chromium is missing")
    args, rest = parser.parse_known_args()
    FLOWVIZ = os.path.abspath(args.flowviz)
    missing = missing_dependencies()
    if missing:
        print("SKIPPED: flowviz HTML report browser test: " + missing, file=sys.stderr)
        return 2 if args.require else 0
    if not os.access(FLOWVIZ, os.X_OK):
        print("FAILED: no flowviz binary at " + FLOWVIZ + " (run swift build first)", file=sys.stderr)
        return 1
    result = unittest.main(argv=[sys.argv[0]] + rest, exit=False, verbosity=2).result
    return 0 if result.wasSuccessful() else 1


if __name__ == "__main__":
    sys.exit(main())
