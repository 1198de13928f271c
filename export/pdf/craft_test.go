package pdf

import (
	"bytes"
	"compress/zlib"
	"fmt"
	"strings"
	"testing"
)

// craft is a PDF made by hand for a test, small enough to build in the
// test itself: objects numbered from 1, written with a cross-reference
// table of their offsets and a trailer naming the catalogue: root, or
// object 1 when root is 0, and holding the entries trailer.
type craft struct {
	objs    [][]byte
	root    int
	trailer string
}

// add appends an object (its body, between "n 0 obj" and "endobj") and
// returns its number.
func (c *craft) add(body string) int {
	c.objs = append(c.objs, []byte(body))
	return len(c.objs)
}

// set replaces object n's body (for objects that refer to later ones).
func (c *craft) set(n int, body string) { c.objs[n-1] = []byte(body) }

// stream appends a stream object with the dictionary entries dict.
func (c *craft) stream(dict string, data []byte) int {
	var b bytes.Buffer
	fmt.Fprintf(&b, "<< %s /Length %d >>\nstream\n", dict, len(data))
	b.Write(data)
	b.WriteString("\nendstream")
	c.objs = append(c.objs, b.Bytes())
	return len(c.objs)
}

// flate appends a stream object holding data compressed.
func (c *craft) flate(dict string, data []byte) int {
	return c.stream(dict+" /Filter /FlateDecode", deflate(data))
}

func deflate(data []byte) []byte {
	var z bytes.Buffer
	w, _ := zlib.NewWriterLevel(&z, zlib.BestCompression)
	w.Write(data)
	w.Close()
	return z.Bytes()
}

// bytes is the whole file.
func (c *craft) bytes() []byte {
	var b bytes.Buffer
	b.WriteString("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
	offsets := make([]int, len(c.objs))
	for i, body := range c.objs {
		offsets[i] = b.Len()
		fmt.Fprintf(&b, "%d 0 obj\n", i+1)
		b.Write(body)
		b.WriteString("\nendobj\n")
	}
	xref := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", len(c.objs)+1)
	for _, off := range offsets {
		fmt.Fprintf(&b, "%010d 00000 n \n", off)
	}
	fmt.Fprintf(&b, "trailer\n<< /Size %d /Root %d 0 R %s >>\nstartxref\n%d\n%%%%EOF\n", len(c.objs)+1, max(c.root, 1), c.trailer, xref)
	return b.Bytes()
}

// craftPages is a document of pages that each page body returns (the
// page's dictionary entries besides /Type and /Parent), under one page
// tree node with the 6x9 in KDP page size (441 × 666 pt) to inherit.
func craftPages(c *craft, pages int, page func(i int) string) []byte {
	c.root = c.add("null")
	node := c.add("null")
	c.set(c.root, fmt.Sprintf("<< /Type /Catalog /Pages %d 0 R >>", node))
	kids := make([]string, pages)
	for i := range kids {
		kids[i] = fmt.Sprintf("%d 0 R", c.add(fmt.Sprintf("<< /Type /Page /Parent %d 0 R %s >>", node, page(i))))
	}
	c.set(node, fmt.Sprintf("<< /Type /Pages /MediaBox [0 0 441 666] /Count %d /Kids [%s] >>", pages, strings.Join(kids, " ")))
	return c.bytes()
}

// formObject is the body of a form XObject drawn at half its size, with
// the resources res (dictionary entries) and the content body.
func formObject(res, body string) string {
	return fmt.Sprintf("<< /Type /XObject /Subtype /Form /BBox [0 0 9 9] /Matrix [0.5 0 0 0.5 0 0] /Resources << %s >> /Length %d >>\nstream\n%s\nendstream", res, len(body), body)
}

// readCrafted reads a crafted file, failing the test on an error.
func readCrafted(t testing.TB, data []byte) Facts {
	t.Helper()
	f, err := ReadFacts(data)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// objStmBombs is a file of one page and n object streams (PDF 1.5), each
// holding one font dictionary followed by white space to inflate to size
// bytes, listed by a cross-reference stream.
func objStmBombs(n, size int) []byte {
	var b bytes.Buffer
	b.WriteString("%PDF-1.7\n")
	type entry struct{ kind, a, b int }
	entries := []entry{{0, 0, 65535}}
	obj := func(body string) {
		entries = append(entries, entry{1, b.Len(), 0})
		fmt.Fprintf(&b, "%d 0 obj\n%s\nendobj\n", len(entries)-1, body)
	}
	obj("<< /Type /Catalog /Pages 2 0 R >>")
	obj("<< /Type /Pages /Kids [3 0 R] /Count 1 >>")
	obj("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 441 666] >>")
	for i := range n {
		font := 4 + 2*i
		inner := "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"
		head := fmt.Sprintf("%d 0 ", font)
		data := deflate(append([]byte(head+inner), bytes.Repeat([]byte{' '}, size)...))
		entries = append(entries, entry{2, font + 1, 0})
		entries = append(entries, entry{1, b.Len(), 0})
		fmt.Fprintf(&b, "%d 0 obj\n<< /Type /ObjStm /N 1 /First %d /Filter /FlateDecode /Length %d >>\nstream\n", font+1, len(head), len(data))
		b.Write(data)
		b.WriteString("\nendstream\nendobj\n")
	}
	xref := b.Len()
	entries = append(entries, entry{1, xref, 0})
	var rows bytes.Buffer
	for _, e := range entries {
		rows.Write([]byte{byte(e.kind), byte(e.a >> 24), byte(e.a >> 16), byte(e.a >> 8), byte(e.a), byte(e.b >> 8), byte(e.b)})
	}
	fmt.Fprintf(&b, "%d 0 obj\n<< /Type /XRef /Size %d /W [1 4 2] /Root 1 0 R /Length %d >>\nstream\n", len(entries)-1, len(entries), rows.Len())
	b.Write(rows.Bytes())
	fmt.Fprintf(&b, "\nendstream\nendobj\nstartxref\n%d\n%%%%EOF\n", xref)
	return b.Bytes()
}
