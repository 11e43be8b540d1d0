// Package hugepage asks the operating system to back large tables with huge
// pages, where it can: the search tables are probed at random, and with
// 4 KiB pages most probes of a table of many MiB also miss the TLB.
package hugepage

// hugePage is the size of an x86-64 (and common arm64) huge page.
const hugePage = 2 << 20
