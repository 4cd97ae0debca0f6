# labels.cmake - ctest labels for the tests of the including directory, by name, so that a
# developer runs a part of the suite (docs/testing.md):
#   unit     the engine's and the window-free UI's own tests, the fuzz corpora: the quick loop
#   cli      the command-line programs, driven as a user or a GUI drives them
#   ui       everything of the desktop program; e2e the real window under Xvfb
#   house    the house's rules: layering, file sizes, the keys documented from one source
#   slow     the long sweeps (perft, valgrind, stress), never in the quick loop
#   package  the .deb and .tar.gz
#   once     a real-window scenario that scripts/test.sh runs once, in the sanitizer half (the
#            release half runs test_ui_e2e_xvfb, a whole game, as the release window's proof)
# Call morph_label_tests() at the end of a CMakeLists.txt that adds tests.
set(MORPH_SLOW_TESTS test_variant_perft test_hostile test_uci_stress cli_valgrind cli_soak
  package_deb_tgz)
function(morph_label_tests)
  get_property(tests DIRECTORY PROPERTY TESTS)
  foreach(t ${tests})
    if(t MATCHES "layering$" OR t MATCHES "^house_")
      set(labels house)
    elseif(t MATCHES "_xvfb$" OR t STREQUAL "test_ui_no_display")
      set(labels ui e2e)
      if(NOT t STREQUAL "test_ui_e2e_xvfb")
        list(APPEND labels once)
      endif()
    elseif(t MATCHES "^test_ui_")
      set(labels ui unit)
    elseif(t MATCHES "^fuzz_")
      set(labels fuzz unit)
    elseif(t MATCHES "^package_")
      set(labels package)
    elseif(t MATCHES "^cli_" OR t MATCHES "^test_uci_" OR t STREQUAL "test_cli_errors")
      set(labels cli)
    else()
      set(labels core unit)
    endif()
    if(t IN_LIST MORPH_SLOW_TESTS)
      list(REMOVE_ITEM labels unit)
      list(APPEND labels slow)
    endif()
    set_property(TEST ${t} APPEND PROPERTY LABELS ${labels})
  endforeach()
endfunction()
