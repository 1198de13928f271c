/*
 * holdopen.c keeps a file open the way a PDF viewer or a spreadsheet on
 * Windows does (shared for reading only, not for writing or deletion), so
 * scripts/test-windows.sh can check under Wine what Pictdoku does when the
 * file it should replace is open in another program. Test harness only.
 *
 * Usage: holdopen.exe FILE SECONDS. It prints "open" once the file is held
 * and exits after SECONDS (or when killed).
 * Build: x86_64-w64-mingw32-gcc -municode -O2 -o holdopen.exe holdopen.c
 */
#include <windows.h>
#include <stdio.h>
#include <stdlib.h>

int wmain(int argc, wchar_t **argv)
{
	HANDLE h;
	if (argc != 3) {
		fprintf(stderr, "usage: holdopen FILE SECONDS\n");
		return 2;
	}
	h = CreateFileW(argv[1], GENERIC_READ, FILE_SHARE_READ, NULL, OPEN_EXISTING, FILE_ATTRIBUTE_NORMAL, NULL);
	if (h == INVALID_HANDLE_VALUE) {
		fprintf(stderr, "holdopen: cannot open the file (error %lu)\n", GetLastError());
		return 1;
	}
	printf("open\n");
	fflush(stdout);
	Sleep((DWORD)_wtoi(argv[2]) * 1000);
	CloseHandle(h);
	return 0;
}
