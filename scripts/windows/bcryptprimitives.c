/*
 * bcryptprimitives.c is a stand-in for Windows' bcryptprimitives.dll, used
 * ONLY by scripts/test-windows.sh to run Pictdoku's Windows programs under
 * Wine 8.0. Go 1.24 and later take their random numbers from ProcessPrng in
 * bcryptprimitives.dll, which Windows 10 and 11 have and Wine 8.0 lacks, so a
 * Go program there dies at start with "bcryptprimitives.dll not found". This
 * DLL exports ProcessPrng and fills the buffer with RtlGenRandom
 * (advapi32's SystemFunction036), which Wine does have. The shipped programs
 * neither need nor contain it.
 *
 * Build: x86_64-w64-mingw32-gcc -shared -O2 -o bcryptprimitives.dll \
 *        bcryptprimitives.c -ladvapi32
 */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
	while (length > 0) {
		ULONG chunk = length > 0x40000000 ? 0x40000000 : (ULONG)length;
		if (!SystemFunction036(data, chunk))
			return FALSE;
		data += chunk;
		length -= chunk;
	}
	return TRUE;
}
