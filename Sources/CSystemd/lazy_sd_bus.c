// The sd-bus functions the app calls, each forwarding to libsystemd's, which is loaded
// (dlopen) the first time any of them is called. See CSystemd.h for why.
//
// Each function looks its target up once: the library handle is made under
// pthread_once, and each looked-up address is kept in an atomic pointer, so calls from
// any thread see either nothing yet (and look it up, finding the same address) or it.
#include "CSystemd.h"
#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>

static pthread_once_t once = PTHREAD_ONCE_INIT;
static void *library;

static void load(void) {
    library = dlopen("libsystemd.so.0", RTLD_NOW | RTLD_LOCAL);
}

int cs_sd_bus_available(void) {
    pthread_once(&once, load);
    return library != NULL;
}

/// libsystemd's `name`, or NULL when the library or the symbol is missing.
static void *symbol(const char *name) {
    return cs_sd_bus_available() ? dlsym(library, name) : NULL;
}

/// Calls libsystemd's `name` with the arguments, or gives `failure` when it has none.
#define FORWARD(name, failure, ...)                                                   \
    static __typeof__(&name) target;                                                  \
    __typeof__(&name) f = __atomic_load_n(&target, __ATOMIC_ACQUIRE);                \
    if (!f) {                                                                         \
        f = (__typeof__(&name))symbol(#name);                                         \
        __atomic_store_n(&target, f, __ATOMIC_RELEASE);                              \
    }                                                                                 \
    return f ? f(__VA_ARGS__) : (failure)

int sd_bus_new(sd_bus **ret) { FORWARD(sd_bus_new, -ENOSYS, ret); }
int sd_bus_open_user(sd_bus **ret) { FORWARD(sd_bus_open_user, -ENOSYS, ret); }
int sd_bus_set_address(sd_bus *bus, const char *address) { FORWARD(sd_bus_set_address, -ENOSYS, bus, address); }
int sd_bus_set_bus_client(sd_bus *bus, int b) { FORWARD(sd_bus_set_bus_client, -ENOSYS, bus, b); }
int sd_bus_start(sd_bus *bus) { FORWARD(sd_bus_start, -ENOSYS, bus); }
sd_bus *sd_bus_unref(sd_bus *bus) { FORWARD(sd_bus_unref, NULL, bus); }
sd_bus *sd_bus_close_unref(sd_bus *bus) { FORWARD(sd_bus_close_unref, NULL, bus); }
int sd_bus_get_fd(sd_bus *bus) { FORWARD(sd_bus_get_fd, -ENOSYS, bus); }
int sd_bus_get_events(sd_bus *bus) { FORWARD(sd_bus_get_events, -ENOSYS, bus); }
int sd_bus_get_timeout(sd_bus *bus, uint64_t *timeout_usec) { FORWARD(sd_bus_get_timeout, -ENOSYS, bus, timeout_usec); }
int sd_bus_get_unique_name(sd_bus *bus, const char **unique) { FORWARD(sd_bus_get_unique_name, -ENOSYS, bus, unique); }
int sd_bus_process(sd_bus *bus, sd_bus_message **r) { FORWARD(sd_bus_process, -ENOSYS, bus, r); }
int sd_bus_send(sd_bus *bus, sd_bus_message *m, uint64_t *cookie) { FORWARD(sd_bus_send, -ENOSYS, bus, m, cookie); }

int sd_bus_call_async(sd_bus *bus, sd_bus_slot **slot, sd_bus_message *m, sd_bus_message_handler_t callback,
                      void *userdata, uint64_t usec) {
    FORWARD(sd_bus_call_async, -ENOSYS, bus, slot, m, callback, userdata, usec);
}
int sd_bus_add_fallback(sd_bus *bus, sd_bus_slot **slot, const char *prefix, sd_bus_message_handler_t callback,
                        void *userdata) {
    FORWARD(sd_bus_add_fallback, -ENOSYS, bus, slot, prefix, callback, userdata);
}
int sd_bus_match_signal_async(sd_bus *bus, sd_bus_slot **ret, const char *sender, const char *path,
                              const char *interface, const char *member, sd_bus_message_handler_t match_callback,
                              sd_bus_message_handler_t add_callback, void *userdata) {
    FORWARD(sd_bus_match_signal_async, -ENOSYS, bus, ret, sender, path, interface, member, match_callback,
            add_callback, userdata);
}
sd_bus_slot *sd_bus_slot_unref(sd_bus_slot *slot) { FORWARD(sd_bus_slot_unref, NULL, slot); }

int sd_bus_message_new_method_call(sd_bus *bus, sd_bus_message **m, const char *destination, const char *path,
                                   const char *interface, const char *member) {
    FORWARD(sd_bus_message_new_method_call, -ENOSYS, bus, m, destination, path, interface, member);
}
int sd_bus_message_new_method_return(sd_bus_message *call, sd_bus_message **m) {
    FORWARD(sd_bus_message_new_method_return, -ENOSYS, call, m);
}
int sd_bus_message_new_method_error(sd_bus_message *call, sd_bus_message **m, const sd_bus_error *e) {
    FORWARD(sd_bus_message_new_method_error, -ENOSYS, call, m, e);
}
int sd_bus_message_new_signal(sd_bus *bus, sd_bus_message **m, const char *path, const char *interface,
                              const char *member) {
    FORWARD(sd_bus_message_new_signal, -ENOSYS, bus, m, path, interface, member);
}
sd_bus_message *sd_bus_message_unref(sd_bus_message *m) { FORWARD(sd_bus_message_unref, NULL, m); }

const char *sd_bus_message_get_path(sd_bus_message *m) { FORWARD(sd_bus_message_get_path, NULL, m); }
const char *sd_bus_message_get_interface(sd_bus_message *m) { FORWARD(sd_bus_message_get_interface, NULL, m); }
const char *sd_bus_message_get_member(sd_bus_message *m) { FORWARD(sd_bus_message_get_member, NULL, m); }
const sd_bus_error *sd_bus_message_get_error(sd_bus_message *m) { FORWARD(sd_bus_message_get_error, NULL, m); }
int sd_bus_message_is_method_error(sd_bus_message *m, const char *name) {
    FORWARD(sd_bus_message_is_method_error, -ENOSYS, m, name);
}

int sd_bus_message_append_basic(sd_bus_message *m, char type, const void *p) {
    FORWARD(sd_bus_message_append_basic, -ENOSYS, m, type, p);
}
int sd_bus_message_open_container(sd_bus_message *m, char type, const char *contents) {
    FORWARD(sd_bus_message_open_container, -ENOSYS, m, type, contents);
}
int sd_bus_message_close_container(sd_bus_message *m) { FORWARD(sd_bus_message_close_container, -ENOSYS, m); }
int sd_bus_message_enter_container(sd_bus_message *m, char type, const char *contents) {
    FORWARD(sd_bus_message_enter_container, -ENOSYS, m, type, contents);
}
int sd_bus_message_exit_container(sd_bus_message *m) { FORWARD(sd_bus_message_exit_container, -ENOSYS, m); }
int sd_bus_message_peek_type(sd_bus_message *m, char *type, const char **contents) {
    FORWARD(sd_bus_message_peek_type, -ENOSYS, m, type, contents);
}
int sd_bus_message_read_basic(sd_bus_message *m, char type, void *p) {
    FORWARD(sd_bus_message_read_basic, -ENOSYS, m, type, p);
}
int sd_bus_message_skip(sd_bus_message *m, const char *types) { FORWARD(sd_bus_message_skip, -ENOSYS, m, types); }
int sd_bus_message_at_end(sd_bus_message *m, int complete) { FORWARD(sd_bus_message_at_end, -ENOSYS, m, complete); }
int sd_bus_message_has_signature(sd_bus_message *m, const char *signature) {
    FORWARD(sd_bus_message_has_signature, -ENOSYS, m, signature);
}
