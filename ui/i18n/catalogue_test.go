package i18n_test

import (
	"encoding/json"
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/pictdoku/pictdoku/engine/logic"
	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/engine/picture"
	"github.com/pictdoku/pictdoku/engine/sudoku"
	"github.com/pictdoku/pictdoku/engine/text"
	"github.com/pictdoku/pictdoku/export/palette"
	"github.com/pictdoku/pictdoku/export/pdf"
	"github.com/pictdoku/pictdoku/ui/designwin"
	"github.com/pictdoku/pictdoku/ui/i18n"
)

var update = flag.Bool("update", false, "rewrite engine/catalogue/translations/en.json from the keys the code uses")

// translations is the catalogues' folder.
var translations = filepath.Join("..", "..", "engine", "catalogue", "translations")

// translators are the calls whose string-literal argument (at the given
// position) is a catalogue key.
var translators = map[string]int{
	"i18n.T": 0, "i18n.Tf": 0, "i18n.NewChoice": 0, "i18n.NewLabelledChoice": 1,
	"text.New": 0, "text.Word": 0, "text.Errorf": 0, "text.Wrap": 1,
	"atomic.failed": 0,
}

// sourceKeys finds the keys in the repository's Go code (tests excluded).
func sourceKeys(t *testing.T) map[string]string {
	t.Helper()
	keys := map[string]string{}
	fset := token.NewFileSet()
	root := filepath.Join("..", "..")
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) && path != root {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			var name string
			switch fun := call.Fun.(type) {
			case *ast.Ident: // a call inside the package: i18n.T inside i18n
				name = f.Name.Name + "." + fun.Name
			case *ast.SelectorExpr:
				if id, ok := fun.X.(*ast.Ident); ok {
					name = id.Name + "." + fun.Sel.Name
				}
			}
			pos, ok := translators[name]
			if !ok || len(call.Args) <= pos {
				return true
			}
			add := func(e ast.Expr) {
				if lit, ok := e.(*ast.BasicLit); ok && lit.Kind == token.STRING {
					s, err := strconv.Unquote(lit.Value)
					if err == nil && s != "" {
						keys[s] = fset.Position(lit.Pos()).String()
					}
				}
			}
			add(call.Args[pos])
			if cl, ok := call.Args[pos].(*ast.CompositeLit); ok {
				for _, e := range cl.Elts {
					add(e)
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return keys
}

// dynamicKeys are the names the engine and exporters hand to the UI.
func dynamicKeys() map[string]string {
	keys := map[string]string{"language.code": "i18n", ", ": "text.Message.In", "none": "rating.HardestName", "Any technique": "techniquechoice.New"}
	for _, p := range pdf.Papers() {
		keys[p] = "pdf.Papers"
	}
	for _, w := range text.SystemWords {
		keys[w] = "text.Of"
	}
	for _, tq := range logic.Techniques() {
		keys[tq.Info().Name] = "logic technique"
	}
	for l := logic.Easy; l <= logic.Unsolvable; l++ {
		keys[l.String()] = "logic level"
	}
	for _, s := range pattern.Symmetries() {
		keys[s.Name()] = "pattern symmetry"
	}
	for _, s := range pattern.Samples() {
		keys[s.Name] = "pattern sample"
	}
	for _, p := range pdf.PageSizes() {
		keys[p] = "pdf page size"
	}
	for _, h := range palette.Names() {
		keys[h] = "pdf highlight"
	}
	for _, u := range []int{0, 9, 18} {
		keys[sudoku.UnitLabel(u).Format] = "sudoku unit"
	}
	for _, n := range picture.FrameNames() {
		keys[n] = "picture framing"
	}
	for _, k := range picture.Kinds() {
		keys[k.String()] = "picture kind"
	}
	for _, n := range picture.LookNames() {
		keys[n] = "picture look"
	}
	for _, l := range i18n.Languages() {
		keys[l.Name] = "i18n language"
	}
	for _, s := range designwin.Shortcuts {
		keys[s[0]], keys[s[1]] = "shortcuts", "shortcuts"
	}
	return keys
}

// fyneKeys are Fyne's own texts (dialogs, menus), translated in ja.json too.
var fyneKeys = []string{"Advanced", "Cancel", "Confirm", "Copy", "Create Folder", "Cut", "Enter filename", "Error", "Favourites", "File", "Folder", "New Folder", "No", "OK", "Open", "Paste", "Quit", "Redo", "Save", "Select all", "Show Hidden Files", "Undo", "Yes", "file.name", "file.parent"}

func readCatalogue(t *testing.T, name string) map[string]string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(translations, name))
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]string
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return m
}

var verb = regexp.MustCompile(`%(\[\d+\])?[-+# 0]*\d*(\.\d+)?[a-zA-Z%]`)

// sampleArgs makes arguments of the right kinds for an English format.
func sampleArgs(format string) []any {
	var args []any
	for _, v := range verb.FindAllString(format, -1) {
		switch v[len(v)-1] {
		case '%':
		case 'd', 'c':
			args = append(args, 7)
		case 'f', 'g', 'e':
			args = append(args, 1.5)
		default:
			args = append(args, "x")
		}
	}
	return args
}

func TestCatalogues(t *testing.T) {
	keys := sourceKeys(t)
	for k, v := range dynamicKeys() {
		keys[k] = v
	}
	if *update {
		en := map[string]string{}
		for k := range keys {
			en[k] = k
		}
		en["language.code"] = "en"
		data, _ := json.MarshalIndent(en, "", "  ")
		if err := os.WriteFile(filepath.Join(translations, "en.json"), append(data, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if len(keys) < 200 {
		t.Fatalf("found only %d keys: the scan is broken", len(keys))
	}
	en, ja := readCatalogue(t, "en.json"), readCatalogue(t, "ja.json")
	var sorted []string
	for k := range keys {
		sorted = append(sorted, k)
	}
	sort.Strings(sorted)
	for _, k := range sorted {
		for name, cat := range map[string]map[string]string{"en.json": en, "ja.json": ja} {
			v, ok := cat[k]
			if !ok || v == "" {
				t.Errorf("%s lacks %q (used at %s)", name, k, keys[k])
				continue
			}
			args := sampleArgs(k)
			want := fmt.Sprintf(k, args...)
			if got := fmt.Sprintf(v, args...); strings.Contains(got, "%!") && !strings.Contains(want, "%!") {
				t.Errorf("%s: %q does not take the arguments of %q: %s", name, v, k, got)
			}
		}
	}
	known := map[string]bool{}
	for _, k := range fyneKeys {
		known[k] = true
	}
	for name, cat := range map[string]map[string]string{"en.json": en, "ja.json": ja} {
		for k := range cat {
			if _, used := keys[k]; !used && !known[k] {
				t.Errorf("%s has %q, which nothing uses", name, k)
			}
		}
	}
}
