// The system zlib, for decoding PNG screenshots (A11yRuntime).
#include <zlib.h>
