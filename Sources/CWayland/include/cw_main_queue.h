#ifndef CW_MAIN_QUEUE_H
#define CW_MAIN_QUEUE_H
/* The main dispatch queue, which also runs the main actor's jobs (a `Task { @MainActor
   in … }` from a background thread, `await MainActor.run`). Foundation's run loop
   drains it through these two libdispatch entry points; an app with its own poll loop
   (EventLoop) must do the same, or that work never runs. libdispatch exports both for
   exactly this use (CoreFoundation's run loop on Linux is built on them). */

/* A file descriptor (an eventfd) that becomes readable when the main queue has work.
   Read its 8-byte counter before draining. */
int _dispatch_get_main_queue_handle_4CF(void);

/* Runs the work queued on the main queue. Call on the main thread only. */
void _dispatch_main_queue_callback_4CF(void *message);
#endif
