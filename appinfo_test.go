package pictdoku

import "testing"

func TestFields(t *testing.T) {
	if Version() == "" || Field("Name") != "Pictdoku" || Field("ID") != "io.github.pictdoku" {
		t.Fatalf("version %q name %q id %q", Version(), Field("Name"), Field("ID"))
	}
}
