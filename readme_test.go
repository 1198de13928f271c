package pictdoku

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

func readme(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// TestReadmePrerequisites: before its first command, the README names
// the Go release go.mod asks for and every Debian package the scripts
// install (scripts/deps.sh's list, and the ones package.sh and
// test-windows.sh add), so a newcomer knows what the machine needs before
// running anything.
func TestReadmePrerequisites(t *testing.T) {
	text := readme(t)
	top, _, ok := strings.Cut(text, "    bash scripts/run.sh")
	if !ok {
		t.Fatal("the README has no `bash scripts/run.sh` command")
	}
	mod, err := os.ReadFile("go.mod")
	if err != nil {
		t.Fatal(err)
	}
	goVersion := regexp.MustCompile(`(?m)^go (\d+\.\d+)`).FindStringSubmatch(string(mod))
	if goVersion == nil || !strings.Contains(top, "Go "+goVersion[1]+" or newer") {
		t.Errorf("the README's opening does not say Go %v or newer", goVersion)
	}
	deps, err := os.ReadFile(filepath.Join("scripts", "deps.sh"))
	if err != nil {
		t.Fatal(err)
	}
	list := regexp.MustCompile(`(?s)packages=\((.*?)\n\)`).FindStringSubmatch(string(deps))
	if list == nil {
		t.Fatal("no packages=( ... ) list in scripts/deps.sh")
	}
	var packages []string
	for _, f := range strings.Fields(list[1]) {
		if !strings.HasPrefix(f, `"$@"`) {
			packages = append(packages, f)
		}
	}
	for _, script := range []string{"package.sh", "test-windows.sh"} {
		data, err := os.ReadFile(filepath.Join("scripts", script))
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range regexp.MustCompile(`bash scripts/deps.sh ([a-z0-9 .+-]+)`).FindAllStringSubmatch(string(data), -1) {
			packages = append(packages, strings.Fields(m[1])...)
		}
	}
	if len(packages) < 15 {
		t.Fatalf("read %d packages from the scripts: the scan is broken", len(packages))
	}
	for _, p := range packages {
		if !strings.Contains(top, "`"+p+"`") {
			t.Errorf("the README's opening does not name the Debian package %s", p)
		}
	}
}

// TestReadmeListsEveryPackage: "What is where" has a row for every Go
// package of the repository (the table once lacked engine/undo,
// engine/userfile, export/bookstore and export/filelock).
func TestReadmeListsEveryPackage(t *testing.T) {
	text := readme(t)
	_, table, ok := strings.Cut(text, "## What is where")
	table, _, _ = strings.Cut(table, "\n## ")
	if !ok {
		t.Fatal("no \"What is where\" section")
	}
	listed := map[string]bool{}
	for _, m := range regexp.MustCompile("`([^`]+)`").FindAllStringSubmatch(table, -1) {
		listed[strings.TrimSuffix(m[1], "/")] = true
	}
	var missing []string
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && path != "." && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata" || d.Name() == "out" || d.Name() == "dist") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		if dir := filepath.ToSlash(filepath.Dir(path)); !listed[dir] && !slices.Contains(missing, dir) {
			missing = append(missing, dir)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(missing) > 0 {
		t.Errorf("\"What is where\" lacks %s", strings.Join(missing, ", "))
	}
}
