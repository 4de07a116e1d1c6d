#!/usr/bin/env python3
"""Opens HTML files in headless Chromium and checks them with axe-core.

Usage: check_html.py FILE.html ...

For each file: loads it from disk (no network), collects the browser console's errors (script errors
included), and runs axe-core (as axe-selenium-python ships it) with its default rule set. Prints one
JSON object per file: {"file", "consoleErrors": [...], "violations": [{"id", "impact", "help", "nodes"}]}.

Exit status: 0 no console error and no violation in any file; 1 some file has one; 77 a
prerequisite is missing (what to install is printed on stderr), so the caller can skip.
Needs: Debian packages chromium and chromium-driver; PyPI packages selenium and axe-selenium-python.
"""
import json
import os
import shutil
import sys

SKIP = 77


def missing(what):
    print(f"check_html.py: missing {what}. Install: apt-get install -y chromium chromium-driver; "
          "pip install selenium axe-selenium-python", file=sys.stderr)
    sys.exit(SKIP)


try:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from axe_selenium_python import Axe
except ImportError as error:
    missing(f"a Python package ({error.name})")

chromium = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
driver_path = shutil.which("chromedriver")
if not chromium:
    missing("chromium")
if not driver_path:
    missing("chromedriver (Debian package chromium-driver)")


def main(files):
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(driver_path), options=options)
    failed = False
    try:
        for path in files:
            driver.get("file://" + os.path.abspath(path))
            # Errors while loading the page (scripts, blocked resources) before axe's own script runs.
            console = [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
            axe = Axe(driver)
            axe.inject()
            results = axe.run()
            violations = [
                {"id": v["id"], "impact": v.get("impact"), "help": v["help"],
                 "nodes": [n["html"][:200] for n in v["nodes"][:5]]}
                for v in results["violations"]
            ]
            console += [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
            print(json.dumps({"file": path, "consoleErrors": console, "violations": violations,
                              "passes": len(results["passes"])}, ensure_ascii=False))
            failed = failed or bool(console) or bool(violations)
    finally:
        driver.quit()
    return 1 if failed else 0


if __name__ == "__main__":
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    sys.exit(main(sys.argv[1:]))
