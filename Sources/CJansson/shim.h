// jansson, the JSON reader behind the app's asset catalogs (WaylandApp's JSONValue):
// json_loadb reports a syntax error's line, column and message in json_error_t.
#include <jansson.h>
