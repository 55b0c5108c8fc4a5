# The hardening Debian builds its packages with (dpkg-buildflags): stack protector, fortified
# libc calls in optimised builds, and a read-only GOT (relro + bindnow). On by default so the
# .deb made from an ordinary release build is hardened like any Debian package; sanitizer
# builds leave it off (ASan replaces the checked functions itself).
option(GREED_HARDEN "Build with Debian's hardening flags" ON)

if(GREED_HARDEN AND NOT GREED_SANITIZE)
    add_compile_options(-fstack-protector-strong
                        # _FORTIFY_SOURCE needs optimisation; Debug builds would only warn.
                        "$<$<NOT:$<CONFIG:Debug>>:-D_FORTIFY_SOURCE=2>")
    add_link_options(-Wl,-z,relro -Wl,-z,now)
endif()
