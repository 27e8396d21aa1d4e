#include "CWayland.h"
